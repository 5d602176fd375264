import type { SearchHit } from "@commerce/contract/search";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  canSubmit,
  debounce,
  IDLE_PREVIEW,
  isSearchable,
  listingSearch,
  moreTotal,
  nextActive,
  type PreviewState,
  previewReducer,
  previewSettled,
  SEARCH,
  searchText,
  settledInput,
} from "~/domain/search-preview";

const hit = (n: number): SearchHit => ({ slug: `p-${n}`, name: `Product ${n}`, image: null, priceCents: 1000 + n, vatPercentage: 21 });
const hits = (count: number) => Array.from({ length: count }, (_, i) => hit(i + 1));

describe("the search field's rules (chrome spec §5, §9)", () => {
  it("a query needs 2 characters after trimming", () => {
    expect(SEARCH.minLength).toBe(2);
    expect(isSearchable("j")).toBe(false);
    expect(isSearchable("  j  ")).toBe(false);
    expect(isSearchable(" je ")).toBe(true);
    // Characters, not UTF-16 units: one emoji is one character.
    expect(isSearchable("👗")).toBe(false);
  });
  it("zero-width and other invisible characters and any Unicode space are no characters of a query (issue 19)", () => {
    for (const typed of ["\u200b\u200b", "\u200b\u200c\u200d", "\u2060\ufeff", "\u00a0a\u00a0", "\u3000a\u2003", "\u200ba\u200b", " a ", "\u00ad\u00ada"]) {
      expect(isSearchable(typed), JSON.stringify(typed)).toBe(false);
      expect(settledInput(typed, false), JSON.stringify(typed)).toEqual({ kind: "clear" });
      expect(settledInput(typed, true), JSON.stringify(typed)).toEqual({ kind: "listing", q: null });
    }
    expect(canSubmit("\u200b\u200b", "fancy")).toBe(false);
    expect(canSubmit("\u200b\u200b\u200b", "simple")).toBe(false);
    expect(searchText("\u200b jurk\u00a0\u2060")).toBe("jurk");
    expect(searchText("zomer\u200bjurk")).toBe("zomerjurk");
    expect(searchText(" zomer jurk ")).toBe("zomer jurk");
    expect(isSearchable("\u00a0je\u00a0")).toBe(true);
  });
  it("a submit needs 2 characters; the fancy header's only a non-empty query", () => {
    expect(canSubmit("j", "simple")).toBe(false);
    expect(canSubmit("jurk", "modern-cool")).toBe(true);
    expect(canSubmit(" j ", "fancy")).toBe(true);
    expect(canSubmit("   ", "fancy")).toBe(false);
  });
  it("settled typing loads the preview, clears it under 2 characters, and on the overview updates the listing", () => {
    expect(settledInput(" jurk ", false)).toEqual({ kind: "preview", q: "jurk" });
    expect(settledInput("j", false)).toEqual({ kind: "clear" });
    expect(settledInput(" jurk", true)).toEqual({ kind: "listing", q: "jurk" });
    expect(settledInput("j", true)).toEqual({ kind: "listing", q: null });
  });
  it("the listing query keeps the other filters, drops the page, and is null when nothing changes", () => {
    expect(listingSearch("?filters=color:blauw&sort=price-asc&page=3", "jurk")).toBe("?filters=color%3Ablauw&sort=price-asc&q=jurk");
    expect(listingSearch("?q=jurk&sort=price-asc", null)).toBe("?sort=price-asc");
    expect(listingSearch("?q=jurk", null)).toBe("");
    expect(listingSearch("?q=jurk&page=2", "jurk")).toBeNull();
    expect(listingSearch("", null)).toBeNull();
  });
  it("'BEKIJK MEER' shows the total only above 5", () => {
    expect(SEARCH.previewSize).toBe(5);
    expect(moreTotal(5)).toBeNull();
    expect(moreTotal(6)).toBe(6);
    expect(moreTotal(38)).toBe(38);
  });
  it("arrow keys move through the options and wrap", () => {
    expect(nextActive(-1, 3, "ArrowDown")).toBe(0);
    expect(nextActive(2, 3, "ArrowDown")).toBe(0);
    expect(nextActive(-1, 3, "ArrowUp")).toBe(2);
    expect(nextActive(1, 3, "ArrowUp")).toBe(0);
    expect(nextActive(1, 3, "End")).toBe(2);
    expect(nextActive(1, 3, "Home")).toBe(0);
    expect(nextActive(-1, 0, "ArrowDown")).toBe(-1);
  });
});

describe("the preview's state (chrome spec §4, §8)", () => {
  const requested = (seq: number, q = "jurk"): PreviewState => previewReducer(IDLE_PREVIEW, { type: "request", seq, q });

  it("shows at most 5 items and the total", () => {
    const state = previewReducer(requested(1), { type: "answer", seq: 1, result: { items: hits(7), total: 38 } });
    expect(state.items).toHaveLength(5);
    expect(state).toMatchObject({ status: "idle", total: 38, q: "jurk" });
    expect(previewSettled(state)).toBe(true);
  });
  it("loading becomes stalled, but only for the current request", () => {
    expect(previewReducer(requested(2), { type: "stall", seq: 2 }).status).toBe("stalled");
    expect(previewReducer(requested(2), { type: "stall", seq: 1 }).status).toBe("loading");
    expect(previewSettled(requested(2))).toBe(false);
  });
  it("an older answer never overwrites a newer request", () => {
    const state = previewReducer(requested(2, "jurken"), { type: "answer", seq: 1, result: { items: hits(3), total: 3 } });
    expect(state).toMatchObject({ status: "loading", seq: 2, items: [] });
  });
  it("a failing preview clears the items and the total", () => {
    const shown = previewReducer(requested(1), { type: "answer", seq: 1, result: { items: hits(3), total: 3 } });
    const failed = previewReducer(previewReducer(shown, { type: "request", seq: 2, q: "jurken" }), { type: "fail", seq: 2 });
    expect(failed).toMatchObject({ status: "error", items: [], total: 0 });
    expect(previewSettled(failed)).toBe(true);
  });
  it("clearing drops the items and makes a pending answer stale", () => {
    const cleared = previewReducer(requested(1), { type: "clear", seq: 2 });
    expect(cleared).toMatchObject({ status: "idle", q: "", items: [] });
    expect(previewReducer(cleared, { type: "answer", seq: 1, result: { items: hits(1), total: 1 } }).items).toEqual([]);
  });
});

describe("debounce (300 ms)", () => {
  afterEach(() => vi.useRealTimers());
  it("runs once typing has paused for 300 ms, with the last text", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const input = debounce(run);
    input.call("ju");
    vi.advanceTimersByTime(200);
    input.call("jur");
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    expect(input.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith("jur");
    expect(input.pending()).toBe(false);
  });
  it("cancel drops the pending call", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const input = debounce(run);
    input.call("jurk");
    input.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
  it("the stall delay is 200 ms", () => {
    expect(SEARCH.stallMs).toBe(200);
    expect(SEARCH.debounceMs).toBe(300);
  });
});
