// Which copies of a shop search engines may index (ADR 0062): only the live shop on its primary
// domain. A development or staging build on a host anyone can reach (a workers.dev address, a staging
// domain, an address on the office network) says noindex on every answer and Disallow: / in its
// robots.txt, so it never competes with the live shop. Pure: the pipeline gives the facts.

import { isLoopbackHost } from "~/domain/shop-origin";

export type IndexingInput = {
  /** The Worker runs as production (ENVIRONMENT). */
  production: boolean;
  /** The host the request was made on (lower-case, no port). */
  host: string;
  /** The shop's primary domain, or null when none is marked (then the host it was asked on stands for it). */
  primaryHost: string | null;
};

/**
 * Whether pages on this host may be indexed. Never on a host that is not the shop's primary domain (a
 * GET there is sent to the primary one anyway, ADR 0042). In production the primary domain may be.
 * Outside production only a loopback name may (localhost, *.localhost, 127.0.0.1): no crawler can reach
 * it, and the head a developer, the tests and Lighthouse read there is the head production serves.
 */
export function mayBeIndexed({ production, host, primaryHost }: IndexingInput): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (primaryHost !== null && name !== primaryHost) return false;
  return production || isLoopbackHost(name);
}

/** The header every answer of a copy that may not be indexed carries (search engines read it on any type of answer). */
export const NOINDEX_HEADER = ["x-robots-tag", "noindex, nofollow"] as const;
