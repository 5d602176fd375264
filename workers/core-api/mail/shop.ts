// Who a mail is from and where its links go: the shop's name, its logo and its primary domain
// (ADR 0042, the core API's side of app/domain/shop-origin.ts). Every link in a mail is absolute on
// the primary domain; the logo too (a mail has no page to be relative to).
import { safeLogoUrl } from "@commerce/rules/logo-url";

export type MailShop = {
  name: string;
  /** https://<primary domain>, no trailing slash. */
  origin: string;
  /** An absolute https (or, in development, loopback http) url, or null when the shop has no safe logo. */
  logoUrl: string | null;
  /** The shop's own address (store_details.email): where a reply goes. */
  replyTo: string | null;
};

/** The port of `npm start`'s storefront: development's loopback shop names serve plain http there. */
const DEV_STOREFRONT_PORT = 8787;

const isLoopback = (host: string) => host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";

/**
 * The origin of a shop's links: https on its primary domain. Only in development, on a loopback name
 * (nobody else can receive such a link), plain http on the development server's port. Pure.
 */
export function mailOrigin(primaryHost: string, production: boolean): string {
  if (production || !isLoopback(primaryHost)) return `https://${primaryHost}`;
  return `http://${primaryHost}:${DEV_STOREFRONT_PORT}`;
}

/** The logo as a mail shows it: a safe url, made absolute on the shop's origin. Pure. */
export function mailLogoUrl(stored: string | null, origin: string): string | null {
  const safe = safeLogoUrl(stored);
  return safe === null ? null : new URL(safe, `${origin}/`).toString();
}

/** The shop's name, origin and logo, read once per mail. A shop without any domain has no mail to send. */
export async function mailShop(env: Env, tenantId: string): Promise<MailShop> {
  const row = await env.DB.prepare(
    `SELECT (SELECT store_name FROM store_details WHERE tenant_id = ?1) AS name,
            (SELECT logo_url FROM store_details WHERE tenant_id = ?1) AS logo_url,
            (SELECT email FROM store_details WHERE tenant_id = ?1) AS email,
            (SELECT host FROM tenant_domains WHERE tenant_id = ?1 ORDER BY is_primary DESC, host LIMIT 1) AS host`,
  )
    .bind(tenantId)
    .first<{ name: string | null; logo_url: string | null; email: string | null; host: string | null }>();
  if (!row?.host) throw new Error(`shop ${tenantId} has no domain to link mails to`);
  const origin = mailOrigin(row.host, env.ENVIRONMENT === "production");
  return { name: row.name ?? "", origin, logoUrl: mailLogoUrl(row.logo_url, origin), replyTo: row.email?.trim() || null };
}
