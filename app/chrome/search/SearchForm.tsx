import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { SearchIcon } from "~/components/icons";
import * as css from "~/chrome/header/header.css";
import { useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";

let warned = false;

/**
 * The header's search: a GET form to the product overview (`products?q=`), which works without
 * JavaScript. The live preview (LiveSearch, an ARIA combobox) loads on the field's first focus and takes
 * its place, so no page ships its code up front (ADR 0025). Shown only with professional search on (§5).
 */
export function SearchForm() {
  const t = useT();
  const root = useRouteLoaderData("root") as ShellData | undefined;
  const [live, setLive] = useState<typeof import("./LiveSearch")>();
  if (!root?.header.searchEnabled) {
    // Spec §8 "Search service not initialised": a warning in the browser's console, once.
    if (!warned && typeof document === "object") {
      warned = true;
      console.warn("professional search is disabled");
    }
    return null;
  }
  if (live) return <live.LiveSearch />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark every screen reader knows; browsers from before 2023 do not map <search>.
    <form className={css.search} method="get" action={`/${root.language}/products`} role="search">
      <input
        id="header-search"
        className={css.searchInput}
        type="search"
        name="q"
        minLength={root.header.theme === "fancy" ? 1 : 2}
        required
        placeholder={t("header.searchPlaceholder")}
        aria-label={t("header.searchLabel")}
        onFocus={() => import("./LiveSearch").then(setLive)}
      />
      <button type="submit" className={css.searchButton} aria-label={t("header.searchSubmit")}>
        <SearchIcon />
      </button>
    </form>
  );
}
