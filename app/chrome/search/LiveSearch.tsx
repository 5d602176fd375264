import type { SearchResult } from "@commerce/contract/search";
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useLocation, useMatches, useNavigate, useRouteLoaderData } from "react-router";
import { SearchIcon } from "~/components/icons";
import * as headerCss from "~/chrome/header/header.css";
import { formatPrice } from "~/domain/money";
import { href } from "~/domain/paths";
import {
  canSubmit,
  debounce,
  fieldMinLength,
  IDLE_PREVIEW,
  listingSearch,
  moreTotal,
  nextActive,
  previewReducer,
  previewSettled,
  SEARCH,
  settledInput,
} from "~/domain/search-preview";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import * as css from "./search.css";

// The header's live search (chrome spec §2 "Search field", §4, §5, §8, §9): an ARIA 1.2 combobox
// whose listbox is the preview row. It loads on first focus of the field (SearchForm), so pages do not
// ship it; it renders the same form, which still submits to products?q= (with Enter and no option).

const INPUT_ID = "header-search";
const LISTBOX_ID = "header-search-results";
const optionId = (index: number) => `header-search-option-${index}`;
/** The overview's routes (routes.ts): there the typed query updates the listing instead (§4). */
const LISTING_ROUTES = new Set(["products", "products/filtered"]);

export function LiveSearch() {
  const t = useT();
  const language = useLanguage();
  const root = useRouteLoaderData("root") as ShellData | undefined;
  const theme = root?.header.theme ?? "simple";
  const navigate = useNavigate();
  const location = useLocation();
  const onListing = useMatches().some((match) => LISTING_ROUTES.has(match.id));
  const overview = href("/:lang/products", { lang: language });

  // Taken over from the server-rendered field this one replaces: what was typed, and the focus.
  const [takeover] = useState(() => {
    const plain = typeof document === "undefined" ? null : (document.getElementById(INPUT_ID) as HTMLInputElement | null);
    return { value: plain?.value ?? "", focused: plain !== null && document.activeElement === plain };
  });
  const [value, setValue] = useState(takeover.value);
  const [preview, dispatch] = useReducer(previewReducer, IDLE_PREVIEW);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debouncing, setDebouncing] = useState(false);
  const [top, setTop] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<{ seq: number; abort?: AbortController; stall?: ReturnType<typeof setTimeout> }>({ seq: 0 });
  // The queryID of the answer shown, when the shopper accepted insights at a shop on Algolia (ADR 0023).
  const queryID = useRef<string | null>(null);

  // The latest page and place for the settled-input handler, which the debounce keeps across renders.
  const latest = useRef({ onListing, location, language });
  latest.current = { onListing, location, language };

  const settle = useMemo(
    () =>
      debounce((typed: string) => {
        setDebouncing(false);
        const { onListing, location, language } = latest.current;
        const next = settledInput(typed, onListing);
        if (next.kind === "listing") {
          const search = listingSearch(location.search, next.q);
          if (search !== null) navigate({ pathname: location.pathname, search }, { replace: true, preventScrollReset: true });
          return;
        }
        const current = request.current;
        current.abort?.abort();
        clearTimeout(current.stall);
        const seq = current.seq + 1;
        current.seq = seq;
        if (next.kind === "clear") {
          dispatch({ type: "clear", seq });
          return;
        }
        dispatch({ type: "request", seq, q: next.q });
        setOpen(true);
        setActive(-1);
        const abort = new AbortController();
        current.abort = abort;
        current.stall = setTimeout(() => dispatch({ type: "stall", seq }), SEARCH.stallMs);
        fetch(`/${language}/search?q=${encodeURIComponent(next.q)}`, { signal: abort.signal, headers: { accept: "application/json" } })
          .then(async (response) => {
            if (!response.ok) throw new Error(`search ${response.status}`);
            const result = (await response.json()) as SearchResult & { queryID?: unknown };
            queryID.current = typeof result.queryID === "string" ? result.queryID : null;
            dispatch({ type: "answer", seq, result: { items: Array.isArray(result.items) ? result.items : [], total: Number(result.total) || 0 } });
          })
          .catch(() => {
            // Aborted: a newer query replaced this one, and its answer is the one that counts.
            if (!abort.signal.aborted) dispatch({ type: "fail", seq });
          })
          .finally(() => clearTimeout(current.stall));
      }),
    [navigate],
  );

  useEffect(() => {
    if (!takeover.focused) return;
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    if (takeover.value) {
      setDebouncing(true);
      settle.call(takeover.value);
    }
  }, [takeover, settle]);

  useEffect(
    () => () => {
      settle.cancel();
      request.current.abort?.abort();
      clearTimeout(request.current.stall);
    },
    [settle],
  );

  // A navigation (a product, 'BEKIJK MEER', any link) closes the preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page, which it does not read.
  useEffect(() => setOpen(false), [location.pathname]);

  const settled = previewSettled(preview);
  const shown = open && !onListing && preview.q !== "";
  const more = moreTotal(preview.total);
  const optionCount = settled ? preview.items.length + (more === null ? 0 : 1) : 0;

  // §4: a click outside closes the preview.
  useEffect(() => {
    if (!shown) return;
    setTop(form.current?.getBoundingClientRect().bottom ?? 0);
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !form.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [shown]);

  const openOption = (index: number) => {
    const item = preview.items[index];
    setOpen(false);
    // A click event for Algolia Insights, through our Worker (it sends nothing without consent).
    if (item && queryID.current) {
      navigator.sendBeacon(`/${language}/search/events`, new URLSearchParams({ queryID: queryID.current, objectID: item.slug, position: String(index + 1) }));
    }
    if (item) navigate(href("/:lang/products/:slug", { lang: language, slug: item.slug }));
    else navigate(`${overview}?${new URLSearchParams({ q: preview.q })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!settled || onListing) return;
      event.preventDefault();
      if (!shown) setOpen(true);
      setActive((current) => nextActive(current, optionCount, event.key as "ArrowDown" | "ArrowUp"));
      return;
    }
    if (event.key === "Enter" && shown && active >= 0 && active < optionCount) {
      event.preventDefault();
      openOption(active);
    }
  };

  const typing = (typed: string) => {
    setValue(typed);
    setActive(-1);
    setDebouncing(true);
    settle.call(typed);
  };

  const busy = debouncing || preview.status === "loading" || preview.status === "stalled";
  const expanded = shown && settled;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as the server-rendered form (SearchForm).
    <form
      ref={form}
      className={headerCss.search}
      method="get"
      action={overview}
      role="search"
      onSubmit={(event) => {
        if (!canSubmit(value, theme)) event.preventDefault();
        else setOpen(false);
      }}
    >
      <label htmlFor={INPUT_ID} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <div className={css.field}>
        <input
          ref={input}
          id={INPUT_ID}
          className={headerCss.searchInput}
          type="text"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          minLength={fieldMinLength(theme)}
          required
          maxLength={100}
          placeholder={t("header.searchPlaceholder")}
          value={value}
          onChange={(event) => typing(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => settled && !onListing && setOpen(true)}
        />
        {busy ? <span className={css.spinner} aria-hidden="true" /> : null}
        {value ? (
          <button
            type="button"
            className={css.clear}
            aria-label={t("search.clear")}
            onClick={() => {
              typing("");
              input.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
      </div>
      <button type="submit" className={headerCss.searchButton} aria-label={t("header.searchSubmit")}>
        <SearchIcon />
      </button>
      <p className="sr-only" role="status">
        {busy && preview.q ? t("search.searching") : expanded ? t("search.resultCount", { count: preview.total }) : ""}
      </p>
      <div className={css.panel} style={{ top }} hidden={!expanded}>
        <div id={LISTBOX_ID} role="listbox" aria-label={t("search.results")} className={css.row}>
          {expanded
            ? preview.items.map((item, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses options on the combobox (arrow keys, Enter), as the pattern says.
                <div
                  key={item.slug}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={css.card}
                  onClick={() => openOption(index)}
                >
                  {item.image ? <img className={css.image} src={item.image} alt="" width={200} height={200} loading="lazy" /> : null}
                  <span className={css.name}>{item.name}</span>
                  {theme === "modern-cool" ? <span className={css.price}>{t("search.inclVat", { price: formatPrice(item.priceCents, language) })}</span> : null}
                </div>
              ))
            : null}
          {expanded && more !== null ? (
            // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Enter on the combobox opens it.
            <div
              id={optionId(preview.items.length)}
              role="option"
              tabIndex={-1}
              aria-selected={active === preview.items.length}
              className={css.more}
              onClick={() => openOption(preview.items.length)}
            >
              {t("search.more", { count: more })}
            </div>
          ) : null}
        </div>
        {expanded && preview.items.length === 0 ? <p className={css.message}>{t("search.noResults")}</p> : null}
      </div>
    </form>
  );
}
