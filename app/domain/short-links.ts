/** A short-link alias: 1 to 64 lowercase letters, digits or hyphens (spec §2, §5). */
export const SHORT_LINK_ALIAS = /^[a-z0-9-]{1,64}$/;

export function isShortLinkAlias(segment: string): boolean {
  return SHORT_LINK_ALIAS.test(segment);
}
