import { describe, expect, it } from "vitest";
import { stripControlCharacters, textFromUrl } from "~/domain/url-text";

describe("text from the url", () => {
  it("loses the C0 controls and DEL", () => {
    expect(stripControlCharacters("a\u0000b\u0007c\u001b[31md\u007f")).toBe("abc[31md");
  });

  it("loses the C1 controls", () => {
    expect(stripControlCharacters("x\u0080\u0085y\u009bz\u009f")).toBe("x yz");
  });

  it("loses the bidirectional overrides, embeddings, isolates and marks", () => {
    expect(stripControlCharacters("\u202eexe.txt\u202c")).toBe("exe.txt");
    expect(stripControlCharacters("\u202a\u202b\u202d\u2066\u2067\u2068\u2069a\u200e\u200f\u061c")).toBe("a");
  });

  it("turns tabs and line breaks into spaces", () => {
    expect(stripControlCharacters("rode\tjurk\r\nlang")).toBe("rode jurk  lang");
  });

  it("keeps every ordinary character, accents and emoji included", () => {
    const text = "Café ‘jurk’ – 20% <b>&amp; 👗 漢字 עברית";
    expect(stripControlCharacters(text)).toBe(text);
  });

  it("is trimmed, limited in length and undefined when nothing is left", () => {
    expect(textFromUrl("  jurk\u0000  ", 100)).toBe("jurk");
    expect(textFromUrl("\u0000\u202e \t", 100)).toBeUndefined();
    expect(textFromUrl("", 100)).toBeUndefined();
    expect(textFromUrl(null, 100)).toBeUndefined();
    expect(textFromUrl(undefined, 100)).toBeUndefined();
    expect(textFromUrl("x".repeat(500), 100)).toBe("x".repeat(100));
  });

  it("never cuts a character in half", () => {
    expect(textFromUrl(`${"a".repeat(99)}👗`, 100)).toBe(`${"a".repeat(99)}👗`);
    expect(textFromUrl(`${"a".repeat(100)}👗`, 100)).toBe("a".repeat(100));
  });
});
