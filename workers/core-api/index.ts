import { LOCAL_API_HEADER, REQUEST_ID_HEADER, TENANT_HEADER, TenantId } from "@commerce/contract/common";
import { withBody } from "@commerce/contract/body-limit";
import { endpoints } from "@commerce/contract/endpoints";
import { logRefusedEnv } from "@commerce/rules/env-check";
import { coreApiEnvProblems } from "./environment";
import { cleanUpSessions } from "./handlers/sessions";
import { apiError, HttpError, readBodyWithin, requestLanguage } from "./http";
import { handlerContext, matchRoute } from "./router";
import { routes } from "./routes";
import { deadLetteredMails, deliverMails } from "./mail/delivery";
import { sweepUndeliveredMails } from "./mail/outbox";
import { postSearchSyncs, syncQueuedShops } from "./search/algolia-sync";

/** The crons of wrangler.jsonc (triggers.crons), each with its job. */
export const CRON = { sessionCleanup: "17 3 * * *", searchSync: "* * * * *" } as const;

/** The queues of wrangler.jsonc (queues.consumers), each with its consumer (ADR 0045). */
export const QUEUES = {
  mail: "etalage-mail",
  deadMail: "etalage-mail-dead",
  searchSync: "etalage-search-sync",
} as const;

/** Invite tokens are secrets in the url: the access log shows the pattern's name for them. */
const INVITE_PREFIX = endpoints["invites.get"].path.slice(0, -":token".length);

/** The path as the access log shows it: invite tokens (secrets in the url) are left out. */
function loggedPath(pathname: string): string {
  const token = pathname.startsWith(INVITE_PREFIX) ? /^[^/]+/.exec(pathname.slice(INVITE_PREFIX.length)) : null;
  return token ? `${INVITE_PREFIX}:token${pathname.slice(INVITE_PREFIX.length + token[0].length)}` : pathname;
}

/** Larger bodies are refused: no call of the contract needs more. */
const MAX_BODY_BYTES = 64 * 1024;
/** The operator's calls carry a catalogue or an image (ADR 0044); still bounded, and only with the operator key. */
const OPERATOR_MAX_BODY_BYTES = 8 * 1024 * 1024;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export default {
  async fetch(request, env): Promise<Response> {
    const started = Date.now();
    const url = new URL(request.url);
    let response: Response;
    try {
      response = refusedEnv(env) ?? (await handle(request, env, url));
    } catch (error) {
      if (error instanceof HttpError) {
        response = apiError(error.code, error.message, error.issues, error.details);
        for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
      } else {
        console.error(JSON.stringify({ level: "error", worker: "core-api", path: loggedPath(url.pathname), error: String(error) }));
        response = apiError("internal", "Something went wrong in the core API.");
      }
    }
    console.log(
      JSON.stringify({
        level: "info",
        worker: "core-api",
        requestId: request.headers.get(REQUEST_ID_HEADER),
        tenant: request.headers.get(TENANT_HEADER),
        local: request.headers.has(LOCAL_API_HEADER),
        method: request.method,
        path: loggedPath(url.pathname),
        status: response.status,
        durationMs: Date.now() - started,
      }),
    );
    return response;
  },

  /**
   * The crons (triggers.crons in wrangler.jsonc): daily, the sign-in sessions that have ended; every
   * minute, one search sync message per shop with catalogue changes (the queue's consumer sends them to
   * the shop's Algolia indexes), and the mails whose queue message was lost, queued again.
   */
  async scheduled(controller, env): Promise<void> {
    if (refusedEnv(env)) return;
    if (controller.cron === CRON.searchSync) {
      await postSearchSyncs(env);
      await sweepUndeliveredMails(env);
      return;
    }
    const removed = await cleanUpSessions(env.DB);
    console.log(JSON.stringify({ level: "info", worker: "core-api", event: "sessions.cleanup", removed }));
  },

  /** The queues' consumers: mails, dead-lettered mails, and one shop's search sync per message. */
  async queue(batch, env): Promise<void> {
    if (batch.queue === QUEUES.mail) return deliverMails(batch, env);
    if (batch.queue === QUEUES.deadMail) return deadLetteredMails(batch, env);
    if (batch.queue === QUEUES.searchSync) return syncQueuedShops(batch, env);
    throw new Error(`no consumer for the queue ${batch.queue}`);
  },
} satisfies ExportedHandler<Env>;

/**
 * An environment that is not complete (a missing or placeholder secret, the emulator in production)
 * stops every request and cron with one log line and a 503, never a development fallback (ADR 0043).
 */
function refusedEnv(env: Env): Response | null {
  const problems = coreApiEnvProblems(env);
  if (problems.length === 0) return null;
  logRefusedEnv("core-api", env.ENVIRONMENT, problems);
  return apiError("unavailable", "The core API does not serve: its environment is not complete (its log says what is missing).");
}

async function handle(received: Request, env: Env, url: URL): Promise<Response> {
  // A declared length over the call's limit is refused before anything else; an undeclared one below.
  const match = matchRoute(routes, received.method, url);
  const limit = match && "route" in match && endpoints[match.route.name].auth === "operator" ? OPERATOR_MAX_BODY_BYTES : MAX_BODY_BYTES;
  if (!(Number(received.headers.get("content-length") ?? 0) <= limit)) throw new HttpError("payload_too_large", "The request body is too large.");
  if (match === null) throw new HttpError("not_found", `No call ${received.method} ${url.pathname}.`);
  if ("allowed" in match) {
    throw new HttpError("method_not_allowed", `${received.method} is not allowed here.`, undefined, undefined, { allow: match.allowed.join(", ") });
  }
  // Counted as it streams: a chunked body without Content-Length stops at the limit too.
  const request = BODY_METHODS.has(received.method) ? withBody(received, await readBodyWithin(received, limit)) : received;

  let tenantId = "";
  if (match.route.tenantScoped) tenantId = await knownTenant(env, request.headers.get(TENANT_HEADER));
  return match.route.handler(handlerContext(match, { request, env, url, lang: requestLanguage(request), tenantId }));
}

/** Tenants known to exist, remembered by the isolate for a minute (tenants are rarely added). */
const KNOWN_TENANT_MS = 60_000;
const knownTenants = new Map<string, number>();

/** The tenant header must name a tenant that exists; anything else is a 400, never another shop. */
async function knownTenant(env: Env, header: string | null): Promise<string> {
  const parsed = TenantId.safeParse(header);
  if (!parsed.success) throw new HttpError("bad_request", `The ${TENANT_HEADER} header must be a tenant uuid.`);
  const id = parsed.data;
  if ((knownTenants.get(id) ?? 0) > Date.now()) return id;
  const row = await env.DB.prepare("SELECT id FROM tenants WHERE id = ?1").bind(id).first<{ id: string }>();
  if (!row) throw new HttpError("bad_request", "Unknown tenant.");
  knownTenants.set(id, Date.now() + KNOWN_TENANT_MS);
  return id;
}
