import { describe, expect, it } from "vitest";
import { choiceCookie } from "~/chrome/dev-panel/choice";
import { devPanelChoice, withDevApi } from "~/chrome/dev-panel/choice.server";
import type { DevChoice } from "~/chrome/dev-panel/rules";
import { devPanelAction, loadDevPanel } from "~/routes/dev/panel.server";
import { createLogger } from "~/server/log.server";

// The development panel in production (ADR 0064): a development build that runs with
// ENVIRONMENT=production still has no panel — its page and its posts are a 404, and the cookie is
// ignored entirely. (A production build has no panel at all: tests/deploy/dev-panel-absent.test.ts.)

const STADSBAZAAR: DevChoice = { tenantId: "7b1e2c4a-0000-4000-8000-00000000000b", api: "live", liveUrl: "https://api.example.com", production: false };
const cookie = choiceCookie(STADSBAZAAR).split(";")[0]!;

describe("the development panel in production", () => {
  it("ignores the cookie entirely", () => {
    const request = new Request("http://localhost/nl/home", { headers: { cookie } });
    expect(devPanelChoice(request, { ENVIRONMENT: "development" })).toEqual(STADSBAZAAR);
    expect(devPanelChoice(request, { ENVIRONMENT: "production" })).toBeNull();
    const env = { ENVIRONMENT: "production", CORE_API_URL: "" } as Env;
    expect(withDevApi(env, null)).toBe(env);
  });

  it("answers its page and its posts with 404", async () => {
    const app = { env: { ENVIRONMENT: "production" } as Env, log: createLogger({ test: "dev-panel" }), requestId: "test" };
    await expect(loadDevPanel(app, new Request("http://localhost/dev/panel", { headers: { cookie } }))).rejects.toMatchObject({ init: { status: 404 } });
    const post = new Request("http://localhost/dev/panel", {
      method: "POST",
      body: new URLSearchParams({ intent: "apply" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await expect(devPanelAction(app, post)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
