import type { CmsBlock } from "@commerce/contract/cms";
import { Link } from "react-router";
import { orderedBlocks } from "~/domain/cms";
import { menuHref } from "~/domain/menu";
import { useLanguage } from "~/i18n";
import * as css from "./cms.css";
import { pictureWidths } from "~/domain/picture-sizes";

/**
 * The blocks of a CMS page in order; each shows only on the screens it is meant for. The first block a
 * phone shows and the first a desktop shows are the top of the page: their picture is the page's
 * largest paint, so it is asked for first (fetchpriority high) and never lazily.
 */
export function CmsBlocks({ blocks }: { blocks: readonly CmsBlock[] }) {
  const shown = orderedBlocks(blocks).filter((block) => block.showOnDesktop || block.showOnMobile);
  const top = new Set([shown.find((block) => block.showOnMobile), shown.find((block) => block.showOnDesktop)]);
  return (
    <div className={css.blocks}>
      {shown.map((block) => (
        <section key={block.id} className={visibility(block)}>
          <Block block={block} top={top.has(block)} />
        </section>
      ))}
    </div>
  );
}

function visibility(block: CmsBlock): string | undefined {
  if (!block.showOnMobile) return css.hideOnMobile;
  if (!block.showOnDesktop) return css.hideOnDesktop;
  return undefined;
}

function Block({ block, top }: { block: CmsBlock; top: boolean }) {
  const language = useLanguage();
  const [first] = block.medias;
  switch (block.template) {
    case "HERO_IMAGE":
      return (
        <div className={css.hero}>
          {first ? (
            <img
              className={css.heroImage}
              src={first.url}
              {...pictureWidths(first.url, "wide")}
              alt={first.alt ?? ""}
              width={1600}
              height={700}
              fetchPriority={top ? "high" : undefined}
            />
          ) : null}
          {block.text || block.subtitle ? (
            <div className={css.heroText}>
              {block.text ? <h2>{stripTags(block.text)}</h2> : null}
              {block.subtitle ? <p>{block.subtitle}</p> : null}
            </div>
          ) : null}
        </div>
      );
    case "HERO_VIDEO":
      return first ? <video className={css.video} src={first.url} muted playsInline controls aria-label={first.alt ?? undefined} /> : null;
    case "BANNERS":
    case "GRID":
      return (
        <>
          {block.text ? <h2>{stripTags(block.text)}</h2> : null}
          {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's semantics when its list-style is none; the role keeps it a list. */}
          <ul className={block.template === "GRID" ? css.grid : css.banners} role="list">
            {block.medias.map((media, index) => (
              <li key={media.url}>
                <Tile
                  url={media.url}
                  alt={media.alt ?? ""}
                  href={media.href ? menuHref(media.href, language) : null}
                  wide={block.template === "BANNERS"}
                  alone={block.medias.length === 1}
                  first={top && index === 0}
                />
              </li>
            ))}
          </ul>
        </>
      );
    case "TEXT_BLOCK":
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the core API answers the text cleaned by a real parser to an allow-list (commerce/html/clean-html.ts).
      return block.text ? <div className={css.text} dangerouslySetInnerHTML={{ __html: block.text }} /> : null;
  }
}

function Tile({ url, alt, href, wide, alone, first }: { url: string; alt: string; href: string | null; wide: boolean; alone: boolean; first: boolean }) {
  const content = (
    <>
      <img
        className={wide ? css.bannerImage : css.tileImage}
        src={url}
        {...pictureWidths(url, wide ? (alone ? "wide" : "banner") : "card")}
        alt={href ? "" : alt}
        width={wide ? 1600 : 600}
        height={wide ? 700 : 600}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : undefined}
      />
      {href && alt ? <p className={css.tileCaption}>{alt}</p> : null}
    </>
  );
  return href ? (
    <Link className={css.tile} to={href}>
      {content}
    </Link>
  ) : (
    content
  );
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, "");
}
