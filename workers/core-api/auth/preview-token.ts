// CMS preview tokens (ADR 0060): a JWT that lets an editor see one page's draft of one shop for a
// while (2 hours), a staff token (auth/staff-jwt.ts: HS256 with jose). It is signed with SHADOW_LINK_SECRET, the core
// API's secret for staff links, under its own type and audience: a shadow link never passes for a
// preview token, nor the other way round (auth/shadow-link.ts checks its own type and audience).
// Not single-use: an editor reloads a preview as often as they like while it is valid.
import { z } from "zod";
import { readStaffToken, signStaffToken, type StaffTokenKind } from "./staff-jwt";

/** What a preview token says: for which shop and page, which staff member, until when. */
export const PreviewToken = z.object({
  tenant: z.uuid(),
  page: z.number().int().positive(),
  staffId: z.string().min(1).max(64),
  staffName: z.string().min(1).max(120),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
});
export type PreviewToken = z.infer<typeof PreviewToken>;

const KIND: StaffTokenKind<PreviewToken> = { type: "cms-preview+jwt", audience: "etalage-storefront/cms-preview", claims: PreviewToken };

export function signPreviewToken(secret: string, token: PreviewToken): Promise<string> {
  const { exp, ...claims } = token;
  return signStaffToken(KIND, secret, claims, exp);
}

/** The token's claims when it is genuine, of this kind and not expired; null for anything else. */
export async function readPreviewToken(secret: string, token: string): Promise<PreviewToken | null> {
  const read = await readStaffToken(KIND, secret, token, ["exp"]);
  return read && !read.expired ? read.claims : null;
}
