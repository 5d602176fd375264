import { describe, expect, it } from "vitest";
import { base64url, fromBase64url } from "../../workers/core-api/auth/base64url";

// The session seal's and the payment credentials' encoding (RFC 4648 §5, no padding).

describe("base64url", () => {
  it("gives back every byte it was given, for every length", () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const text = base64url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64url(text)).toEqual(bytes);
    }
    expect(fromBase64url(base64url(Uint8Array.from([0, 255, 251, 239, 190])))).toEqual(Uint8Array.from([0, 255, 251, 239, 190]));
  });

  it("reads RFC 4648's examples and refuses what is not base64url", () => {
    expect(new TextDecoder().decode(fromBase64url("Zm9vYmFy") ?? undefined)).toBe("foobar");
    expect(new TextDecoder().decode(fromBase64url("Zm9vYg") ?? undefined)).toBe("foob");
    expect(fromBase64url("+/==")).toBeNull();
    expect(fromBase64url("Zm9v YmFy")).toBeNull();
    expect(fromBase64url("Z")).toBeNull();
  });
});
