import { describe, expect, it } from "vitest";
import { heroStartScript } from "~/chrome/header/hero-start";
import { LIGHT_ITEMS } from "~/chrome/header/rules/lightness";
import { HERO_SCROLL_THRESHOLD_PX, heroFrame, heroVars } from "~/chrome/header/rules/scroll";
import { parseHeaderSettings } from "~/chrome/header/rules/settings";

// The header's first frame over the home's hero, written while the page is parsed (hero-start.ts): the
// scroll code's own first frame, so nothing moves when the scroll code takes over.

const HERO = { desktop: { image: "/media/hero.svg" }, mobile: null };

/** A header element as the script sees it: what it writes is recorded. */
function fakeHeader(logoSrc = "/media/logo.svg") {
  const logo = { dataset: {} as Record<string, string>, src: logoSrc, width: 340, height: 110, getAttribute: () => logoSrc, sizeWhenAsked: "" };
  // What the browser would lay out while the picture it was just given loads: the size it had then.
  let src = logoSrc;
  Object.defineProperty(logo, "src", {
    get: () => src,
    set: (value: string) => {
      src = value;
      logo.sizeWhenAsked = `${logo.width}×${logo.height}`;
    },
  });
  const header = {
    dataset: {} as Record<string, string>,
    vars: {} as Record<string, string>,
    attributes: new Set<string>(),
    offsetHeight: 96,
    style: {
      setProperty: (name: string, value: string) => {
        header.vars[name] = value;
      },
    },
    toggleAttribute: (name: string, on: boolean) => void (on ? header.attributes.add(name) : header.attributes.delete(name)),
    setAttribute: (name: string) => void header.attributes.add(name),
    querySelector: () => logo,
  };
  return { header, logo };
}

/** Runs the script on a page of this width, as the parser would after the header. */
function run(script: string, width: number, header: ReturnType<typeof fakeHeader>["header"]) {
  const document = { currentScript: { parentElement: header } };
  const matchMedia = (query: string) => ({ matches: query === "(min-width: 768px)" && width >= 768 });
  new Function("document", "matchMedia", script)(document, matchMedia);
}

type Input = Parameters<typeof heroStartScript>[0];
function input(
  json: object,
  heroLogoUrl: string | null = null,
  heroes: Input["heroes"] = HERO,
  itemsColorMode: "auto" | "dark" = "auto",
  heroLogoSize: Input["heroLogoSize"] = null,
): Input {
  const settings = parseHeaderSettings(JSON.stringify(json));
  return { header: { settings, colors: { background: "#ffffff", text: "#1d1d1d", backgroundImage: null, itemsColorMode } }, heroLogoUrl, heroLogoSize, heroes };
}

describe("the header's first frame over the hero", () => {
  it("is no script on a page without a hero under the header", () => {
    expect(heroStartScript(input({}, null, { desktop: null, mobile: null }))).toBeNull();
  });

  it("writes the scroll code's frame at the top, the light logo and the header's height, on the screens the rule names", () => {
    const given = input({ logoOverlapHero: true, logoOverlapScale: 2 }, "/media/logo-light.svg");
    const script = heroStartScript(given) ?? "";
    const { header, logo } = fakeHeader();
    run(script, 1280, header);
    const frame = heroFrame(0, HERO_SCROLL_THRESHOLD_PX, given.header.settings.headerHeight, false, 2);
    expect(header.dataset.motion).toBe("hero");
    expect(header.vars).toEqual({ ...heroVars(frame, LIGHT_ITEMS, LIGHT_ITEMS), "--etalage-pull": "96px" });
    expect(header.vars["--etalage-overlap"]).toBe("2");
    expect([...header.attributes]).toEqual(["data-overlap"]);
    expect(logo.src).toBe("/media/logo-light.svg");
    expect(logo.dataset.src).toBe("/media/logo.svg");
    // The phone has no hero here: the header stays solid.
    const phone = fakeHeader();
    run(script, 390, phone.header);
    expect(phone.header.dataset.motion).toBeUndefined();
    expect(phone.header.vars).toEqual({});
  });

  it("whitens the shop's own logo when it has no light one, and keeps dark items' logo as it is", () => {
    const { header } = fakeHeader();
    run(heroStartScript(input({})) ?? "", 1280, header);
    expect([...header.attributes]).toEqual(["data-white-logo"]);
    const dark = fakeHeader();
    run(heroStartScript(input({}, "/media/logo-light.svg", HERO, "dark")) ?? "", 1280, dark.header);
    expect(dark.header.attributes.has("data-white-logo")).toBe(false);
    expect(dark.logo.src).toBe("/media/logo.svg");
  });

  it("gives the light logo its own proportions before it is asked for; a logo of unknown size keeps the normal one's", () => {
    const square = fakeHeader();
    run(heroStartScript(input({}, "/media/emblem-light.png", HERO, "auto", { width: 64, height: 64 })) ?? "", 1280, square.header);
    expect(square.logo.src).toBe("/media/emblem-light.png");
    expect(square.logo.sizeWhenAsked).toBe("64×64");
    const unknown = fakeHeader();
    run(heroStartScript(input({}, "/media/logo-light.svg")) ?? "", 1280, unknown.header);
    expect(unknown.logo.sizeWhenAsked).toBe("340×110");
    // Dark items keep the normal logo: its size stays.
    const dark = fakeHeader();
    run(heroStartScript(input({}, "/media/emblem-light.png", HERO, "dark", { width: 64, height: 64 })) ?? "", 1280, dark.header);
    expect(dark.logo.sizeWhenAsked).toBe("");
    expect([dark.logo.width, dark.logo.height]).toEqual([340, 110]);
  });

  it("cannot be ended by what a setting holds", () => {
    const script = heroStartScript(input({}, "/media/</script><script>alert(1)</script>.svg")) ?? "";
    expect(script).not.toContain("</");
    const { header, logo } = fakeHeader();
    run(script, 1280, header);
    expect(logo.src).toBe("/media/</script><script>alert(1)</script>.svg");
  });
});
