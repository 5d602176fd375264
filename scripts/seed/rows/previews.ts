// Previews for editors (issue 22, ADR 0060): Noordzee's home has a draft, and two theme preview caches —
// Noordzee's a settings map, Stadsbazaar's a settings list (the spec's two shapes). Noordzee's CMS
// editor runs on the local editor host (its origin may post theme events into a preview).
import { json, nlEn, type ShopRows } from "../sql";
import type { Scenes, Tenant } from "../tenants/tenant";
import { FIXED_TIME } from "../time";

/** The demo theme previews' ids (fixed, so a link in the README and the tests stays the same). */
export const DEMO_THEME_PREVIEWS = { A: "5e1c0a7e-7000-4000-8000-0000000000a1", B: "5e1c0a7e-7000-4000-8000-0000000000b1" } as const;
/** The local CMS editor's origin, allowed to post theme events into Noordzee's previews. */
export const DEMO_EDITOR_ORIGIN = "http://cms-editor.localhost";
const KEPT_UNTIL = "2099-12-31T23:59:59.000Z";

export function buildPreviews(rows: ShopRows, T: Tenant, scenes: Scenes, pageIds: Map<string, number>): void {
  if (T.key === "A") {
    rows.comment(`previews ${T.key}`);
    rows.insert("settings", { tenant_id: T.id, key: "preview_allowed_origins", value: DEMO_EDITOR_ORIGIN });
    const home = pageIds.get("home");
    rows.insert("cms_page_drafts", {
      tenant_id: T.id,
      page_id: home,
      name: nlEn("Home (voorjaar)", "Home (spring)"),
      updated_by: "editor-1",
      updated_at: FIXED_TIME,
    });
    const blocks = [
      {
        template: "HERO_IMAGE",
        text: nlEn("De voorjaarscollectie komt eraan", "The spring collection is coming"),
        subtitle: nlEn("Lichte stoffen, zachte kleuren: vanaf maart in de winkel.", "Light fabrics, soft colours: in store from March."),
        medias: [{ url: scenes.campaign, alt: { nl: "Voorjaarscollectie aan zee", en: "Spring collection by the sea" }, href: "products" }],
      },
      {
        template: "TEXT_BLOCK",
        text: nlEn(
          "<h2>Nieuw dit voorjaar</h2><p>Linnen blouses, lichte broeken en truien van biologisch katoen. Schrijf je in voor de nieuwsbrief en hoor het als eerste.</p>",
          "<h2>New this spring</h2><p>Linen blouses, light trousers and jumpers of organic cotton. Sign up for the newsletter and be the first to know.</p>",
        ),
      },
    ];
    for (const [i, block] of blocks.entries()) {
      rows.insert("cms_draft_blocks", {
        id: T.n * 1000 + 900 + i + 1,
        tenant_id: T.id,
        page_id: home,
        template: block.template,
        text: block.text,
        subtitle: block.subtitle ?? null,
        medias: json(block.medias ?? []),
        show_on_desktop: 1,
        show_on_mobile: 1,
        sort_index: i,
      });
    }
    const map = {
      theme: "modern-cool",
      ecommerce_theme_primary_color: "#9c3d1c",
      ecommerce_header_background_color: "#14213d",
      ecommerce_footer_color: "primary",
    };
    rows.insert("theme_preview_caches", {
      id: DEMO_THEME_PREVIEWS.A,
      tenant_id: T.id,
      settings: json(map),
      created_by: "editor-1",
      created_at: FIXED_TIME,
      expires_at: KEPT_UNTIL,
    });
  }
  if (T.key === "B") {
    rows.comment(`previews ${T.key}`);
    const list = [
      { key_: "theme", value_: "simple" },
      { key_: "ecommerce_theme_primary_color", value_: "#2f5d3a" },
      { key_: "ecommerce_header_background_color", value_: "#ffffff" },
      { key_: "ecommerce_footer_color", value_: "light" },
    ];
    rows.insert("theme_preview_caches", {
      id: DEMO_THEME_PREVIEWS.B,
      tenant_id: T.id,
      settings: json(list),
      created_by: "editor-1",
      created_at: FIXED_TIME,
      expires_at: KEPT_UNTIL,
    });
  }
}
