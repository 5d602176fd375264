// What the operator's calls share (ADR 0044): the key check and body in one step, texts stored the way
// the shop reads them, and the shop's data version that tells the storefront's caches.
import { LANGUAGES, type Language } from "@commerce/contract/common";
import type { Texts } from "@commerce/contract/operator";
import { requireOperator } from "../auth/operator";
import type { Issue } from "./catalogue-rules";
import type { EndpointName } from "@commerce/contract/endpoints";
import { HttpError } from "../http";
import type { EndpointInput, HandlerContext } from "../router";

/** The operator key, then the call's input checked by the router with its row's schemas (a 400 names every problem). */
export async function operatorInput<N extends EndpointName>(ctx: HandlerContext<N>): Promise<EndpointInput<N>> {
  await requireOperator(ctx);
  return ctx.input();
}

/** A language map as stored: JSON with the languages in their fixed order, so equal texts are equal text. */
export function storedTexts(texts: Texts | undefined | null): string | null {
  if (!texts) return null;
  const ordered: Partial<Record<Language, string>> = {};
  for (const code of LANGUAGES) if (texts[code] !== undefined) ordered[code] = texts[code];
  return JSON.stringify(ordered);
}

/** A stored language map (or plain text) in the same form, to compare with what a file says. */
export function normalStored(value: string | null): string | null {
  if (value === null) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return storedTexts(parsed as Texts);
  } catch {
    /* plain text */
  }
  return value;
}

/**
 * Raises the shop's data version; put it in the same batch as the change. The storefront keys its
 * public cache with it (ADR 0044), so the change is served once it has read the new number.
 */
export function bumpDataVersion(db: D1Database, tenantId: string): D1PreparedStatement {
  return db.prepare("UPDATE tenants SET data_version = data_version + 1 WHERE id = ?1").bind(tenantId);
}

/** Refuses the call with every issue found (nothing is stored). */
export function refuseWith(message: string, issues: Issue[]): never {
  throw new HttpError("bad_request", message, issues);
}

/** The shop's default language and media folder. */
export async function shopBasics(db: D1Database, tenantId: string): Promise<{ language: Language; mediaPrefix: string | null }> {
  const row = await db.prepare("SELECT default_language, media_prefix FROM tenants WHERE id = ?1").bind(tenantId).first<{
    default_language: Language;
    media_prefix: string | null;
  }>();
  if (!row) throw new HttpError("not_found", "No such shop.");
  return { language: row.default_language, mediaPrefix: row.media_prefix };
}
