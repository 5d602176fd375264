/**
 * Whether a build gets the development panel (ADR 0064), read where the build is made (vite.config.ts
 * defines __DEV_PANEL__ from it, app/routes.ts adds the panel's route by it): every build but
 * production's (CLOUDFLARE_ENV=production, `npm run deploy`), and but the bench's, which measures what
 * production ships (ETALAGE_DEV_PANEL=off, scripts/bench.mjs). Node only: never imported by a module
 * the Worker or the browser runs.
 */
export function devPanelInBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env.CLOUDFLARE_ENV !== "production" && env.ETALAGE_DEV_PANEL !== "off";
}
