import { describe, expect, it } from "vitest";
import { DEVELOPER_TIMING_HEADER, serverTiming, showsServerTiming } from "~/server/server-timing.server";

// Server-Timing told a known newsletter address from a new one (issue 19): only a developer's marked
// request in development gets it; no header a shopper sets turns it on in production.

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/nl/newsletter", { method: "POST", headers });

describe("who gets Server-Timing", () => {
  it("nobody without the developer's mark", () => {
    expect(showsServerTiming(request(), "development")).toBe(false);
    expect(showsServerTiming(request({ "server-timing": "1", cookie: "timing=1" }), "development")).toBe(false);
  });

  it("a marked request in development", () => {
    expect(showsServerTiming(request({ [DEVELOPER_TIMING_HEADER]: "1" }), "development")).toBe(true);
  });

  it("never in production, or where the environment is not said, mark or not", () => {
    expect(showsServerTiming(request({ [DEVELOPER_TIMING_HEADER]: "1" }), "production")).toBe(false);
    expect(showsServerTiming(request({ [DEVELOPER_TIMING_HEADER]: "1" }), undefined)).toBe(false);
  });

  it("says the whole request and the core API's share", () => {
    expect(serverTiming(12, 4, 3)).toBe('total;dur=12, core;dur=4;desc="core API (3 calls)"');
  });
});
