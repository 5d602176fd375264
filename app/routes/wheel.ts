import { decimalIntegerOf } from "@commerce/contract/fields";
import { loadStickyWheels, spinWheel } from "~/chrome/wheel/load.server";
import type { SpinResult, WheelsAnswer } from "~/chrome/wheel/wheel";
import { getApp } from "~/server/context";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import type { Route } from "./+types/wheel";

// /{lang}/wheel — the wheel of fortune's calls from the browser (spec §1 "Sticky wheel-of-fortune
// promotions are loaded in the browser", §8 "Wheel-of-fortune failure: warning only"; ADR 0061). For
// JavaScript only: without it nothing of the wheel shows.

/** GET: the shop's sticky wheels and the wheel's texts. A failing core API is a 503 the browser only warns about. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  try {
    const answer: WheelsAnswer = await loadStickyWheels(app, language, serverT(context));
    return Response.json(answer, { headers: { "cache-control": "private, max-age=60" } });
  } catch (error) {
    app.log.warn("wheel.load-failed", { error: String(error).slice(0, 300) });
    return Response.json({ wheels: [] }, { status: 503 });
  }
}

/** POST wheel=<id>: one spin; the core API draws the outcome and refuses a second (409). */
export async function action({ request, params, context }: Route.ActionArgs) {
  languageOf(params);
  const fields = await formFields(request);
  const wheelId = decimalIntegerOf(fields.wheel);
  if (wheelId === null || wheelId < 1) return Response.json({ ok: false, reason: "invalid" } satisfies SpinResult, { status: 400 });
  const answer = await spinWheel(getApp(context), wheelId);
  if (answer.ok) return Response.json({ ok: true, outcome: answer.outcome } satisfies SpinResult);
  return Response.json({ ok: false, reason: answer.reason } satisfies SpinResult, { status: answer.status });
}
