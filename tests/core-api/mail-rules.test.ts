import { describe, expect, it } from "vitest";
import { fromAddress } from "../../workers/core-api/mail/delivery";
import { mailBody } from "../../workers/core-api/mail/layout";
import { mailLogoUrl, mailOrigin, type MailShop } from "../../workers/core-api/mail/shop";
import { retryable } from "../../workers/core-api/mail/transport";

// The pure parts of the core API's mails (ADR 0045): the frame escapes by construction, links and the
// logo are absolute on the primary domain, the sender's name cannot break the From header, and which
// of Resend's answers are worth another try.

const SHOP: MailShop = { name: "Noordzee Mode", origin: "https://www.noordzeemode.nl", logoUrl: null, replyTo: null };

describe("the mail frame", () => {
  it("escapes every text and url it is given: no markup from a shop name, a text or a link gets in", () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const { html, text } = mailBody({ ...SHOP, name: hostile, logoUrl: 'https://cdn.example/logo.png?a=1&b="><script>' }, "nl", [
      { lines: [hostile, "tweede regel"] },
      { button: hostile, href: 'https://www.noordzeemode.nl/nl?q="><script>alert(1)</script>' },
    ]);
    expect(html).not.toMatch(/<script|<img src=x|onerror=alert\(1\)>|"><script/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('src="https://cdn.example/logo.png?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain(`${"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"} &amp; &lt;img src=x onerror=alert(1)&gt;<br>tweede regel`);
    // The text part is text: the same words unescaped, the button as its label and url.
    expect(text).toContain(`${hostile}\ntweede regel`);
    expect(text).toContain(`${hostile}:\nhttps://www.noordzeemode.nl/nl?q="><script>alert(1)</script>`);
  });

  it("shows the logo (alt: the shop's name) or, without one, the name; links home in the mail's language", () => {
    const withLogo = mailBody({ ...SHOP, logoUrl: "https://www.noordzeemode.nl/media/logo.png" }, "en", [{ lines: ["Hi"] }]);
    expect(withLogo.html).toContain(
      '<a href="https://www.noordzeemode.nl/en" style="color:inherit;text-decoration:none"><img src="https://www.noordzeemode.nl/media/logo.png" alt="Noordzee Mode"',
    );
    expect(withLogo.html).toMatch(/^<!doctype html><html lang="en">/);
    const without = mailBody(SHOP, "nl", [{ lines: ["Hoi"] }]);
    expect(without.html).toContain('<strong style="font-size:20px">Noordzee Mode</strong>');
    expect(without.text).toBe("Noordzee Mode\n\nHoi\n\n-- \nNoordzee Mode · https://www.noordzeemode.nl/nl\n");
  });
});

describe("where a mail's links go", () => {
  it("https on the primary domain; plain http on the development port only for a loopback name outside production", () => {
    expect(mailOrigin("www.noordzeemode.nl", true)).toBe("https://www.noordzeemode.nl");
    expect(mailOrigin("www.noordzeemode.nl", false)).toBe("https://www.noordzeemode.nl");
    expect(mailOrigin("noordzee.localhost", false)).toBe("http://noordzee.localhost:8787");
    expect(mailOrigin("localhost", true)).toBe("https://localhost");
  });

  it("the logo: a path of the shop made absolute, an https url kept, anything else no logo", () => {
    const origin = "https://www.noordzeemode.nl";
    expect(mailLogoUrl("/media/noordzee/logo/logo.svg", origin)).toBe("https://www.noordzeemode.nl/media/noordzee/logo/logo.svg");
    expect(mailLogoUrl("https://cdn.example/logo.png", origin)).toBe("https://cdn.example/logo.png");
    for (const unsafe of ["javascript:alert(1)", "http://cdn.example/logo.png", "//evil.example/logo.png", "", null]) {
      expect(mailLogoUrl(unsafe, origin)).toBeNull();
    }
  });
});

describe("sending", () => {
  it("the sender is the shop's name at MAIL_FROM; quotes, brackets and line breaks cannot get into the header", () => {
    expect(fromAddress("Noordzee Mode", "winkels@mail.etalage.nl")).toBe('"Noordzee Mode" <winkels@mail.etalage.nl>');
    expect(fromAddress('Evil"\r\nBcc: x@y <z>', "winkels@mail.etalage.nl")).toBe('"EvilBcc: x@y z" <winkels@mail.etalage.nl>');
    expect(fromAddress("", "winkels@mail.etalage.nl")).toBe("winkels@mail.etalage.nl");
  });

  it("Resend's answers worth another try: 409 for the same key in flight, 429 and 5xx; other 4xx are final", () => {
    expect(retryable(409, "concurrent_idempotent_requests")).toBe(true);
    expect(retryable(429, "rate_limit_exceeded")).toBe(true);
    expect(retryable(429, "daily_quota_exceeded")).toBe(true);
    for (const status of [500, 502, 503]) expect(retryable(status, "internal_server_error")).toBe(true);
    expect(retryable(409, "invalid_idempotent_request")).toBe(false);
    for (const [status, name] of [
      [400, "invalid_idempotency_key"],
      [401, "missing_api_key"],
      [403, "invalid_api_key"],
      [422, "validation_error"],
    ] as const) {
      expect(retryable(status, name)).toBe(false);
    }
  });
});
