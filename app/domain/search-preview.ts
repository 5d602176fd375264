import type { SearchHit, SearchResult } from "@commerce/contract/search";
import type { HeaderTheme } from "./theme";

// The header's live search (chrome spec §4 "Search", §5, §8, §9): the rules the search field follows,
// without timers or requests, so each is a unit test. The field (app/chrome/search/LiveSearch.tsx)
// runs the timers and the requests and feeds their outcome to `previewReducer`.

export const SEARCH = {
  /** Typing settles this long before a query runs. */
  debounceMs: 300,
  /** A query runs with at least this many characters after trimming. */
  minLength: 2,
  /** The preview shows at most this many cards. */
  previewSize: 5,
  /** A request without an answer after this long is "stalled". */
  stallMs: 200,
} as const;

/**
 * Invisible format characters (zero-width space, joiners, word joiner, BOM, soft hyphen, bidi marks:
 * Unicode's Cf), which no one searches for, and any Unicode space at either end.
 */
const INVISIBLE = /\p{Cf}/gu;
const EDGE_SPACES = /^\p{White_Space}+|\p{White_Space}+$/gu;

/**
 * The text a query runs with: the typed text without invisible characters, trimmed of every kind of
 * space — so zero-width spaces, or " a ", are no query of 2 characters (issue 19).
 */
export function searchText(typed: string): string {
  return typed.replace(INVISIBLE, "").replace(EDGE_SPACES, "");
}

/** At least 2 characters after trimming (counted as characters, not UTF-16 units). */
export function isSearchable(typed: string): boolean {
  return [...searchText(typed)].length >= SEARCH.minLength;
}

/** The search field's minLength (§5, as canSubmit): none in the fancy header, which needs only a non-empty query (`required`). */
export function fieldMinLength(theme: HeaderTheme): number | undefined {
  return theme === "fancy" ? undefined : SEARCH.minLength;
}

/** §5: a submit needs 2 characters after trimming; the fancy header's only a non-empty query. */
export function canSubmit(typed: string, theme: HeaderTheme): boolean {
  return theme === "fancy" ? searchText(typed).length > 0 : isSearchable(typed);
}

/**
 * What settled typing does (§4): on the product overview it updates the listing's query (null: no
 * query), elsewhere it loads the preview or, with fewer than 2 characters, clears it.
 */
export type SettledInput = { kind: "listing"; q: string | null } | { kind: "preview"; q: string } | { kind: "clear" };

export function settledInput(typed: string, onListing: boolean): SettledInput {
  const q = isSearchable(typed) ? searchText(typed) : null;
  if (onListing) return { kind: "listing", q };
  return q === null ? { kind: "clear" } : { kind: "preview", q };
}

/**
 * The overview's query string with the listing query set (or removed), every other filter kept and the
 * page dropped (a new query starts at page 1); null when nothing changes.
 */
export function listingSearch(current: string, q: string | null): string | null {
  const params = new URLSearchParams(current);
  if ((params.get("q") ?? null) === q) return null;
  if (q === null) params.delete("q");
  else params.set("q", q);
  params.delete("page");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** §9: 'BEKIJK MEER' shows the total when it exceeds the 5 cards of the preview; otherwise null. */
export function moreTotal(total: number): number | null {
  return total > SEARCH.previewSize ? total : null;
}

/** §4 "Search service status": idle, loading, stalled (after 200 ms), error. */
export type SearchStatus = "idle" | "loading" | "stalled" | "error";

export type PreviewState = {
  status: SearchStatus;
  /** The request whose answer counts; answers of older requests are dropped. */
  seq: number;
  /** The query the shown items answer, "" when none. */
  q: string;
  items: SearchHit[];
  total: number;
};

export const IDLE_PREVIEW: PreviewState = { status: "idle", seq: 0, q: "", items: [], total: 0 };

export type PreviewEvent =
  | { type: "request"; seq: number; q: string }
  | { type: "stall"; seq: number }
  | { type: "answer"; seq: number; result: SearchResult }
  | { type: "fail"; seq: number }
  | { type: "clear"; seq: number };

/**
 * The preview's state. Only the newest request's answer is shown: a slower, older answer never
 * overwrites a newer one (§4). A failing preview clears the items and the total (§8: 'Geen resultaten').
 */
export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  switch (event.type) {
    case "request":
      return { ...state, status: "loading", seq: event.seq, q: event.q };
    case "clear":
      return { ...IDLE_PREVIEW, seq: event.seq };
    default:
      if (event.seq !== state.seq) return state;
  }
  if (event.type === "stall") return state.status === "loading" ? { ...state, status: "stalled" } : state;
  if (event.type === "fail") return { ...state, status: "error", items: [], total: 0 };
  return { ...state, status: "idle", items: event.result.items.slice(0, SEARCH.previewSize), total: event.result.total };
}

/** Whether the preview has an answer to show (cards or 'Geen resultaten'), rather than still loading. */
export function previewSettled(state: PreviewState): boolean {
  return state.q !== "" && (state.status === "idle" || state.status === "error");
}

/**
 * Calls `run` once typing has paused for `ms` (each call restarts the wait); `cancel` drops a pending
 * call. The field's spinner shows while one is pending.
 */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number = SEARCH.debounceMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const call = (...args: A) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      run(...args);
    }, ms);
  };
  return { call, cancel, pending: () => timer !== undefined };
}

/** Moves the active option with the arrow keys: down from none is the first, up from none the last; wraps. */
export function nextActive(active: number, count: number, key: "ArrowDown" | "ArrowUp" | "Home" | "End"): number {
  if (count === 0) return -1;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
