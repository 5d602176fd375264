// The storefront's environment, checked once per isolate before any request is served (ADR 0043).
// Production needs every secret and var below, with no placeholder or development value; a missing one
// stops the Worker with one log line and a plain 503 page, never a development fallback. Development
// gets its keys from development.vars.json (vite.config.ts). A new var, secret or binding: add it here
// (and to secrets.required in wrangler.jsonc's production env when wrangler deploy must check it).
import { binding, emptyInProduction, envChecker, productionSecret, productionUrl, productionVar } from "@commerce/rules/env-check";
import { z } from "zod";

/** Development: the dev config's values; only the cookie secret is checked (without it nothing signs). */
const Development = z
  .object({
    ENVIRONMENT: z.literal("development"),
    SESSION_SECRET: z.string().min(1, "missing (development.vars.json)"),
    CORE_API: binding("CORE_API"),
  })
  .loose();

const Production = z
  .object({
    ENVIRONMENT: z.literal("production"),
    // Signs the session and flash cookies; comma-separated to rotate (new,old).
    SESSION_SECRET: productionSecret("SESSION_SECRET", { list: true }),
    FIREBASE_PROJECT_ID: productionVar(),
    FIREBASE_API_KEY: productionVar(),
    AUTH_EMULATOR_HOST: emptyInProduction("the Auth emulator is for development only: leave AUTH_EMULATOR_HOST empty"),
    // "" = the CORE_API service binding (production's way); else the core API's public URL.
    CORE_API_URL: z.union([z.literal(""), productionUrl()]),
    CORE_API: binding("CORE_API"),
  })
  .loose();

export const StorefrontEnv = z.discriminatedUnion("ENVIRONMENT", [Development, Production], {
  error: 'ENVIRONMENT must be "production" or "development"',
});

/** The problems of this isolate's environment (empty: it may serve). */
export const storefrontEnvProblems = envChecker(StorefrontEnv);
