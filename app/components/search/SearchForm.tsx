import { SearchIcon } from "~/components/icons";
import * as css from "~/components/layout/header.css";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";

/** The header's search: a GET form to the product overview (`products?q=`), which works without JavaScript. */
export function SearchForm() {
  const t = useT();
  const language = useLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark every screen reader knows; browsers from before 2023 do not map <search>.
    <form className={css.search} method="get" action={href("/:lang/products", { lang: language })} role="search">
      <label htmlFor="header-search" className="sr-only">
        {t("header.searchLabel")}
      </label>
      <input id="header-search" className={css.searchInput} type="search" name="q" minLength={2} required placeholder={t("header.searchPlaceholder")} />
      <button type="submit" className={css.searchButton} aria-label={t("header.searchSubmit")}>
        <SearchIcon />
      </button>
    </form>
  );
}
