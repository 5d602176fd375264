// Cookies a journey starts with (Playwright's storageState), the way the shop itself sets them:
// host-only, httpOnly, SameSite=Lax. A plain module, so playwright.config.ts can import it too.

export const DEMO_HOSTS = ["localhost", "stadsbazaar.localhost", "stapvast.localhost", "huisraad.localhost", "breiwerk.localhost"] as const;

/** Each cookie on each of the hosts. */
export function shopCookies(cookies: Record<string, string>, hosts: readonly string[] = DEMO_HOSTS) {
  return hosts.flatMap((domain) =>
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      domain,
      path: "/",
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: "Lax" as const,
    })),
  );
}
