// What may never reach production (ADR 0043): development's values (the emulator's host, its fake key,
// a demo- project, the repository's development keys) and the placeholders a config file ships with
// until the operator fills it in. One rule, used by both Workers' environment schemas
// (app/server/env.server.ts, workers/core-api/environment.ts) and by the deploy's check of a production build
// (scripts/production.ts). Pure: no I/O.

/** Texts that only a placeholder or a development value contains (case-insensitive). */
const FORBIDDEN: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^0{8}-0{4}-[0-9a-f]{4}-[0-9a-f]{4}-0{4}/i, reason: "a placeholder id (00000000-…)" },
  { pattern: /set-the-|change-?me|placeholder|\bTODO\b|<[^>]*>|your-/i, reason: "a placeholder text" },
  { pattern: /fake-api-key|dev-admin-key|etalage-development-/i, reason: "a development value" },
  { pattern: /^demo-/i, reason: "a demo- project (the Auth emulator's)" },
  { pattern: /(^|[/@.:])(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0)(?=$|[:/])/i, reason: "a local host" },
  { pattern: /:9099\b/, reason: "the Auth emulator's port" },
];

/**
 * Why `value` may not be used in production (a placeholder, a development value, a local host), or
 * null when nothing speaks against it. Says why without repeating the value: it may be a secret.
 */
export function notForProduction(value: string): string | null {
  for (const { pattern, reason } of FORBIDDEN) if (pattern.test(value)) return reason;
  return null;
}

/** A public https URL (no local host, no placeholder): the core API's webhook base, Mollie's API. */
export function publicHttpsUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "https:") return "not https";
  return notForProduction(url.hostname) ?? notForProduction(value);
}
