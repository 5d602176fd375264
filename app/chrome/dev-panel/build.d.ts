/**
 * Whether this build has the development panel (ADR 0064): every build but the production one
 * (vite.config.ts: CLOUDFLARE_ENV=production makes it false, and the code behind it is left out).
 */
declare const __DEV_PANEL__: boolean;
