// Production's build, for `npm run deploy` (scripts/deploy.mjs) and its test (ADR 0043).
//
// The Cloudflare Vite plugin applies a wrangler environment at build time (CLOUDFLARE_ENV), so
// `wrangler deploy --env production` on an ordinary build ships development's config. The deploy builds
// with CLOUDFLARE_ENV=production into a folder of its own, and fills in what only the operator knows
// (the D1 database's id, the Firebase project, the core API's public URL) from a non-secret settings
// file, etalage.production.json, which it refuses while a placeholder is left. Secrets are never in it:
// they are Worker secrets (wrangler secret put), declared in wrangler.jsonc's secrets.required.
//
// Here: the settings' schema, how they change each Worker's config (the Vite plugin's `config` option,
// vite.config.ts), the check of the built wrangler.json files before anything is deployed, and, for
// every other build, development's keys (development.vars.json).
import { readFileSync } from "node:fs";
import { z } from "zod";
import { notForProduction, publicHttpsUrlProblem } from "../commerce/rules/production-values";

/** The operator's settings file (copied from etalage.production.example.json); ETALAGE_PRODUCTION_SETTINGS names another. */
export const PRODUCTION_SETTINGS_FILE = "etalage.production.json";
export const PRODUCTION_SETTINGS_ENV = "ETALAGE_PRODUCTION_SETTINGS";

/** The production Workers' names (env.production of the two wrangler.jsonc files). */
export const STOREFRONT_WORKER = "etalage-storefront-production";
export const CORE_API_WORKER = "etalage-core-api-production";

/** The Worker secrets each Worker needs in production (secrets.required in its wrangler.jsonc). */
export const REQUIRED_SECRETS = {
  storefront: ["SESSION_SECRET"],
  coreApi: ["OPERATOR_KEY", "SHADOW_LINK_SECRET", "FIREBASE_SERVICE_ACCOUNT", "PAYMENT_CREDENTIALS_KEY", "RESEND_API_KEY"],
} as const;
/** Secrets that may never be a var of a production build (a var is plain text in the dashboard and the bundle's config). */
const SECRET_NAMES = [
  "SESSION_SECRET",
  "OPERATOR_KEY",
  "SHADOW_LINK_SECRET",
  "FIREBASE_SERVICE_ACCOUNT",
  "PAYMENT_CREDENTIALS_KEY",
  "RESEND_API_KEY",
  "MOLLIE_API_KEY",
  "ALGOLIA_ADMIN_KEYS",
];

const filled = (what: string) =>
  z
    .string({ error: `missing: ${what}` })
    .min(1, `empty: ${what}`)
    .check((ctx) => {
      const problem = notForProduction(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: `${problem}: ${what}`, input: ctx.value });
    });

export const ProductionSettings = z
  .strictObject({
    $comment: z.string().optional(),
    d1DatabaseName: filled("the D1 database's name (wrangler d1 create <name>)").default("etalage-core"),
    d1DatabaseId: filled("the database_id that `wrangler d1 create` printed").pipe(z.uuid("not a UUID: the database_id that `wrangler d1 create` printed")),
    r2BucketName: filled("the R2 bucket's name (wrangler r2 bucket create <name>)").default("etalage-media"),
    firebaseProjectId: filled("the Firebase project's id (Project settings → General)"),
    firebaseApiKey: filled("the Firebase project's web API key (Project settings → General)"),
    /**
     * The Cloudflare for SaaS zone the shops' domains come in on (custom hostnames, fallback origin): the
     * storefront gets the route `*\/*` there. Absent: the operator routes the storefront by hand.
     */
    storefrontZone: filled("the SaaS zone's domain (the shops' custom hostnames point there)")
      .pipe(z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, "not a domain name: the SaaS zone's domain"))
      .optional(),
    /** The mails' sender, on the mail domain verified at Resend (ADR 0045): mails go from "<shop name>" <mailFrom>. */
    mailFrom: filled("the sender address on the mail domain verified at Resend").pipe(
      z.email("not an e-mail address: the sender address on the mail domain verified at Resend"),
    ),
    coreApiPublicUrl: z.string({ error: "missing: the core API's public https URL (Mollie's webhook goes there)" }).check((ctx) => {
      const problem = publicHttpsUrlProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: `${problem}: the core API's public https URL`, input: ctx.value });
    }),
  })
  // The storefront's route */* covers every host of its zone: a core API there would be answered by the storefront.
  .refine((settings) => !settings.storefrontZone || !isInZone(new URL(settings.coreApiPublicUrl).hostname, settings.storefrontZone), {
    path: ["coreApiPublicUrl"],
    message: "inside storefrontZone, whose every host goes to the storefront (route */*): give the core API a host of another zone, or its workers.dev address",
  });
export type ProductionSettings = z.infer<typeof ProductionSettings>;

/** Whether `host` is the zone's apex or one of its subdomains. */
const isInZone = (host: string, zone: string) => host === zone || host.endsWith(`.${zone}`);

/** The settings file's path: ETALAGE_PRODUCTION_SETTINGS, else etalage.production.json. */
export function productionSettingsFile(env: Record<string, string | undefined> = process.env): string {
  return env[PRODUCTION_SETTINGS_ENV]?.trim() || PRODUCTION_SETTINGS_FILE;
}

/** The settings, or an Error that lists every field to fill in (and how). */
export function readProductionSettings(file = productionSettingsFile()): ProductionSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const missing = (error as { code?: string }).code === "ENOENT";
    throw new Error(
      missing
        ? `${file} does not exist: copy etalage.production.example.json to ${file} and fill it in (README: Operating Etalage).`
        : `${file} is not JSON: ${(error as Error).message}`,
    );
  }
  const result = ProductionSettings.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new Error(`${file} is not ready for production:\n${lines.join("\n")}`);
}

/** The part of a Worker's config the customizers read and change. */
type WorkerConfig = {
  vars?: Record<string, unknown>;
  /** Set here, never read: wrangler's own route type (a string, or a pattern with its zone or custom domain). */
  routes?: unknown[];
  d1_databases?: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
};

/**
 * What the settings change in each Worker's production config: the Vite plugin's `config` customizers,
 * called with the config of env.production. They change it in place and return nothing: a returned
 * object is merged with defu, which appends arrays (a second DB binding beside the placeholder one).
 */
export function productionCustomizers(settings: ProductionSettings) {
  const firebase = { FIREBASE_PROJECT_ID: settings.firebaseProjectId, FIREBASE_API_KEY: settings.firebaseApiKey };
  return {
    storefront: (config: WorkerConfig): void => {
      config.vars = { ...config.vars, ...firebase };
      // Every request on the SaaS zone, the shops' custom hostnames included, goes to the storefront.
      if (settings.storefrontZone) config.routes = [{ pattern: "*/*", zone_name: settings.storefrontZone }];
    },
    coreApi: (config: WorkerConfig): void => {
      config.vars = { ...config.vars, ...firebase, CORE_API_PUBLIC_URL: settings.coreApiPublicUrl, MAIL_FROM: settings.mailFrom };
      config.d1_databases = (config.d1_databases ?? []).map((db) =>
        db.binding === "DB" ? { ...db, database_name: settings.d1DatabaseName, database_id: settings.d1DatabaseId } : db,
      );
      config.r2_buckets = (config.r2_buckets ?? []).map((bucket) => (bucket.binding === "MEDIA" ? { ...bucket, bucket_name: settings.r2BucketName } : bucket));
      // The public URL is a Custom Domain of the core API, unless it is the Worker's own workers.dev address.
      const host = new URL(settings.coreApiPublicUrl).hostname;
      if (!host.endsWith(".workers.dev")) config.routes = [{ pattern: host, custom_domain: true }];
    },
  };
}

/** development.vars.json: development's own keys, per Worker (never in a production build). */
export const DEVELOPMENT_VARS_FILE = "development.vars.json";
type DevelopmentVars = { storefront: Record<string, string>; coreApi: Record<string, string> };

/** Development's keys, read from development.vars.json (the project root's, or `root`'s). */
export function developmentVars(root = "."): DevelopmentVars {
  return JSON.parse(readFileSync(`${root}/${DEVELOPMENT_VARS_FILE}`, "utf8")) as DevelopmentVars;
}

/**
 * The development build's customizers: development's keys as vars (the config's own vars win, so a
 * `.dev.vars` or `--var` still overrides them).
 */
export function developmentCustomizers(vars: DevelopmentVars) {
  return {
    storefront: (config: WorkerConfig): void => {
      config.vars = { ...vars.storefront, ...config.vars };
    },
    coreApi: (config: WorkerConfig): void => {
      config.vars = { ...vars.coreApi, ...config.vars };
    },
  };
}

/** A built Worker's wrangler.json (what `wrangler deploy -c` ships), the fields the check reads. */
export type BuiltConfig = WorkerConfig & {
  workers_dev?: boolean;
  name?: string;
  targetEnvironment?: string;
  services?: { binding: string; service: string }[];
  secrets?: { required?: string[] };
  queues?: { producers?: { binding: string; queue: string }[]; consumers?: Record<string, unknown>[] };
};

/** Every value of a config that ends up in production: its vars, ids and names. */
function shippedValues(config: BuiltConfig): [string, string][] {
  return [
    ...Object.entries(config.vars ?? {}).map(([name, value]): [string, string] => [`vars.${name}`, String(value)]),
    ...(config.d1_databases ?? []).flatMap((db): [string, string][] => [
      [`d1_databases.${db.binding}.database_id`, db.database_id ?? ""],
      [`d1_databases.${db.binding}.database_name`, db.database_name ?? ""],
    ]),
    ...(config.r2_buckets ?? []).map((bucket): [string, string] => [`r2_buckets.${bucket.binding}.bucket_name`, bucket.bucket_name ?? ""]),
    ...(config.services ?? []).map((service): [string, string] => [`services.${service.binding}`, service.service]),
  ];
}

/** The problems of one built Worker config that hold for both Workers. */
function commonProblems(worker: string, config: BuiltConfig, name: string, secrets: readonly string[]): string[] {
  const problems: string[] = [];
  if (config.name !== name) problems.push(`${worker}: name is ${config.name}, not ${name}`);
  if (config.targetEnvironment !== "production")
    problems.push(`${worker}: built for ${config.targetEnvironment ?? "no environment"}, not production (CLOUDFLARE_ENV)`);
  if (config.vars?.ENVIRONMENT !== "production") problems.push(`${worker}: vars.ENVIRONMENT is not production`);
  if (config.vars?.AUTH_EMULATOR_HOST) problems.push(`${worker}: vars.AUTH_EMULATOR_HOST is set (the Auth emulator is for development)`);
  for (const secret of SECRET_NAMES) if (config.vars && secret in config.vars) problems.push(`${worker}: ${secret} is a var; it must be a Worker secret`);
  for (const secret of secrets) if (!config.secrets?.required?.includes(secret)) problems.push(`${worker}: secrets.required lacks ${secret}`);
  for (const [where, value] of shippedValues(config)) {
    const problem = value ? notForProduction(value) : null;
    if (problem) problems.push(`${worker}: ${where} is ${problem}`);
  }
  return problems;
}

/** What is wrong with a production build (the two built wrangler.json files); empty: it may be deployed. */
export function productionBuildProblems({ storefront, coreApi }: { storefront: BuiltConfig; coreApi: BuiltConfig }): string[] {
  const problems = [
    ...commonProblems("storefront", storefront, STOREFRONT_WORKER, REQUIRED_SECRETS.storefront),
    ...commonProblems("core API", coreApi, CORE_API_WORKER, REQUIRED_SECRETS.coreApi),
  ];
  const binding = storefront.services?.find((service) => service.binding === "CORE_API");
  if (binding?.service !== CORE_API_WORKER) problems.push(`storefront: CORE_API is bound to ${binding?.service ?? "nothing"}, not ${CORE_API_WORKER}`);
  if (storefront.vars?.CORE_API_URL) problems.push("storefront: vars.CORE_API_URL is set (production calls the core API through the CORE_API binding)");
  if (coreApi.vars?.PAYMENT_PROVIDER !== "mollie") problems.push("core API: vars.PAYMENT_PROVIDER is not mollie (the test provider is for development)");
  const publicUrl = publicHttpsUrlProblem(String(coreApi.vars?.CORE_API_PUBLIC_URL ?? ""));
  if (publicUrl) problems.push(`core API: vars.CORE_API_PUBLIC_URL is ${publicUrl}`);
  if (!coreApi.d1_databases?.some((db) => db.binding === "DB" && db.database_id)) problems.push("core API: no D1 database DB");
  if (!coreApi.r2_buckets?.some((bucket) => bucket.binding === "MEDIA" && bucket.bucket_name)) problems.push("core API: no R2 bucket MEDIA");
  return problems;
}
