/**
 * The phone's back-or-menu button (chrome spec §2 "Back/forward button"): a page is in mode root —
 * the menu button shows — or in mode forward — a back link to the page's default href shows before the
 * menu button (the drawer stays reachable), and the drawer adds 'continue shopping'.
 *
 * The rules are a table (back-rules.ts, built by the root loader for the language and the customer) and
 * this small matcher is all the browser runs: the header's JavaScript on every page stays as it was.
 */
/** [a pattern of a forward page's whole path, its back href with the pattern's groups as $1…]. */
export type BackRule = [pattern: string, backHref: string];

/** A forward page's back href (the first rule whose pattern matches decides), or null: a root page. */
export function backHref(pathname: string, rules: readonly BackRule[]): string | null {
  const rule = rules.find(([pattern]) => RegExp(pattern).test(pathname));
  return rule ? pathname.replace(RegExp(rule[0]), rule[1]) : null;
}
