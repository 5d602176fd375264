// settings get / set (ADR 0044): one setting at a time, checked by that setting's schema.
import { type SettingChanged, settingIssues, type WebsiteSetting } from "@commerce/contract/settings";
import { requireOperator } from "../auth/operator";
import { json } from "../http";
import type { Handler } from "../router";
import { bumpDataVersion, operatorInput, refuseWith } from "./shared";

/** GET /operator/settings — every setting of the shop. */
export const operatorSettings: Handler = async (ctx) => {
  await requireOperator(ctx);
  const { results } = await ctx.env.DB.prepare("SELECT key, value FROM settings WHERE tenant_id = ?1 ORDER BY key")
    .bind(ctx.tenantId)
    .all<{ key: string; value: string }>();
  return json(results.map((r): WebsiteSetting => ({ key_: r.key, value_: r.value })));
};

/** PUT /operator/settings/{key} — stores one setting when its schema takes the value; the same value changes nothing. */
export const setSetting: Handler<"operator.setSetting"> = async (ctx) => {
  const {
    params: { key },
    body: { value },
  } = await operatorInput(ctx);
  const issues = settingIssues(key, value);
  if (issues.length > 0) refuseWith(`The value does not fit the setting ${key}.`, issues);
  const db = ctx.env.DB;
  const before = await db.prepare("SELECT value FROM settings WHERE tenant_id = ?1 AND key = ?2").bind(ctx.tenantId, key).first<{ value: string }>();
  const changed = before?.value !== value;
  if (changed) {
    await db.batch([
      db
        .prepare("INSERT INTO settings (tenant_id, key, value) VALUES (?1, ?2, ?3) ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value")
        .bind(ctx.tenantId, key, value),
      bumpDataVersion(db, ctx.tenantId),
    ]);
  }
  return json({ key, before: before?.value ?? null, value, changed } satisfies SettingChanged);
};
