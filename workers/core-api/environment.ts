// The core API's environment, checked once per isolate before any request or cron is served (ADR
// 0043). Production needs every secret and var below, with no placeholder or development value; a
// missing one stops the Worker with one log line and a 503, never a development fallback. Development
// gets its keys from development.vars.json (vite.config.ts). A new var, secret or binding: add it here
// (and to secrets.required in wrangler.jsonc's production env when wrangler deploy must check it).
import { binding, emptyInProduction, envChecker, productionSecret, productionUrl, productionVar } from "@commerce/rules/env-check";
import { z } from "zod";

/** ALGOLIA_ADMIN_KEYS: `{ "<appId>": "<admin key>" }`, one write key per Algolia application (auth/secrets.ts). */
export const AlgoliaAdminKeys = z.record(z.string().regex(/^[A-Za-z0-9]{1,32}$/), z.string().trim().min(1).max(256));

/** FIREBASE_SERVICE_ACCOUNT: the service-account key file's fields that sign custom tokens (auth/secrets.ts). */
export const ServiceAccountJson = z.looseObject({ client_email: z.string().min(1), private_key: z.string().min(1) });

/** Development: the dev config's values; only the keys are checked (without them nothing signs). */
const Development = z
  .object({
    ENVIRONMENT: z.literal("development"),
    OPERATOR_KEY: z.string().min(1, "missing (development.vars.json)"),
    SHADOW_LINK_SECRET: z.string().min(1, "missing (development.vars.json)"),
    PAYMENT_CREDENTIALS_KEY: z.string().min(1, "missing (development.vars.json)"),
    // The outbox keeps development's mails; Resend (a local fake in the tests) only when asked for.
    MAIL_TRANSPORT: z.enum(["outbox", "resend"], { error: 'must be "outbox" or "resend"' }),
    DB: binding("DB"),
    MEDIA: binding("MEDIA"),
    // No queues required: `npm run operator` runs the core API in Miniflare without them, and a mail
    // whose queue cannot be reached stays in the outbox for the cron (ADR 0045).
  })
  .loose();

/** A JSON secret: parsed, then held to its own schema. */
const jsonSecret = <T extends z.ZodType>(name: string, schema: T) =>
  productionSecret(name, { min: 2 })
    .pipe(
      z.string().transform((raw, ctx) => {
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          ctx.issues.push({ code: "custom", message: `${name} is not JSON`, input: raw });
          return z.NEVER;
        }
      }),
    )
    .pipe(schema);

const Production = z
  .object({
    ENVIRONMENT: z.literal("production"),
    // Secrets.
    OPERATOR_KEY: productionSecret("OPERATOR_KEY"),
    SHADOW_LINK_SECRET: productionSecret("SHADOW_LINK_SECRET"),
    FIREBASE_SERVICE_ACCOUNT: jsonSecret("FIREBASE_SERVICE_ACCOUNT", ServiceAccountJson),
    // Encrypts every shop's own Mollie key in D1 (ADR 0046): the only thing between a copy of the
    // database and those keys, so 32 characters at least.
    PAYMENT_CREDENTIALS_KEY: productionSecret("PAYMENT_CREDENTIALS_KEY"),
    RESEND_API_KEY: productionSecret("RESEND_API_KEY", { min: 20 }),
    // Optional secret: checked when set (not every operator uses Algolia).
    ALGOLIA_ADMIN_KEYS: jsonSecret("ALGOLIA_ADMIN_KEYS", AlgoliaAdminKeys).optional(),
    // Vars.
    FIREBASE_PROJECT_ID: productionVar(),
    FIREBASE_API_KEY: productionVar(),
    AUTH_EMULATOR_HOST: emptyInProduction("the Auth emulator is for development only: leave AUTH_EMULATOR_HOST empty"),
    // The test provider lets a payer choose "paid": a development-only flag.
    PAYMENT_PROVIDER: z.literal("mollie", { error: 'must be "mollie" in production (the test provider is for development)' }),
    MOLLIE_API_URL: productionUrl(),
    // Mollie's webhook goes here: the request's own origin is not trusted in production.
    CORE_API_PUBLIC_URL: productionUrl(),
    // Mails leave through Resend (ADR 0045); the outbox would keep every shopper's mail here.
    MAIL_TRANSPORT: z.literal("resend", { error: 'must be "resend" in production (the outbox is for development)' }),
    MAIL_FROM: productionVar().pipe(z.email("not an e-mail address")),
    RESEND_API_URL: productionUrl(),
    // Bindings.
    DB: binding("DB"),
    MEDIA: binding("MEDIA"),
    MAIL_QUEUE: binding("MAIL_QUEUE"),
    SEARCH_SYNC_QUEUE: binding("SEARCH_SYNC_QUEUE"),
  })
  .loose();

export const CoreApiEnv = z.discriminatedUnion("ENVIRONMENT", [Development, Production], {
  error: 'ENVIRONMENT must be "production" or "development"',
});

/** The problems of this isolate's environment (empty: it may serve). */
export const coreApiEnvProblems = envChecker(CoreApiEnv);
