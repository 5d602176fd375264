import type { CmsBlock } from "@commerce/contract/cms";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { blockScreens, heroVideo, isCarousel, shownBlocks } from "~/domain/cms";
import { menuHref } from "~/domain/menu";
import { pictureWidths } from "~/domain/picture-sizes";
import { useLanguage, useT } from "~/i18n";
import * as css from "./cms.css";

/**
 * The blocks of a CMS page in order (spec §3: HERO_IMAGE, BANNERS, HERO_VIDEO, GRID, TEXT_BLOCK); each
 * shows only on the screens it is meant for. Without JavaScript every block is a whole, static section:
 * the banners' carousel is a row to swipe or scroll with a link per slide, the hero video shows its
 * poster with the player's own controls. With JavaScript the carousel turns and the video plays
 * (cms-motion.client.ts, loaded only on a page that has either).
 *
 * The first block a phone shows and the first a desktop shows are the top of the page: their picture is
 * the page's largest paint, so it is asked for first (fetchpriority high) and never lazily; and a block at
 * the top starts with its picture (its title below or over it), so a transparent header lies over a
 * picture, never over text (chrome spec §4, ADR 0029).
 */
export function CmsBlocks({ blocks }: { blocks: readonly CmsBlock[] }) {
  const shown = shownBlocks(blocks);
  const top = new Set([shown.find((block) => block.showOnMobile), shown.find((block) => block.showOnDesktop)]);
  const root = useRef<HTMLDivElement>(null);
  const moving = shown.some((block) => isCarousel(block) || (block.template === "HERO_VIDEO" && heroVideo(block).video));
  // Other blocks or another language (a client-side navigation): motion started again, with its labels.
  const language = useLanguage();
  const signature = `${language}:${shown.map((block) => block.id).join(",")}`;
  useEffect(() => {
    const element = root.current;
    if (!moving || !element || !signature) return;
    let stop: (() => void) | undefined;
    let gone = false;
    // A failed import leaves the server's markup as it is: static and usable.
    void import("./cms-motion.client").then(({ startCmsMotion }) => {
      if (!gone) stop = startCmsMotion(element);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [moving, signature]);
  return (
    <div className={css.blocks} ref={root}>
      {shown.map((block) => (
        <section key={block.id} className={visibility(block)} data-block={block.template.toLowerCase()}>
          <Block block={block} top={top.has(block)} />
        </section>
      ))}
    </div>
  );
}

function visibility(block: CmsBlock): string | undefined {
  const screens = blockScreens(block);
  if (screens === "desktop") return css.hideOnMobile;
  if (screens === "mobile") return css.hideOnDesktop;
  return undefined;
}

function Block({ block, top }: { block: CmsBlock; top: boolean }) {
  switch (block.template) {
    case "HERO_IMAGE":
      return <HeroImage block={block} top={top} />;
    case "HERO_VIDEO":
      return <HeroVideo block={block} top={top} />;
    case "BANNERS":
      return isCarousel(block) ? <BannerCarousel block={block} top={top} /> : <Banner block={block} top={top} />;
    case "GRID":
      return <Grid block={block} top={top} />;
    case "TEXT_BLOCK":
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the shared allow-list cleaner (commerce/html/clean-html.ts) in the core API and again by the storefront's loader (cms.server.ts).
      return block.text ? <div className={css.text} dangerouslySetInnerHTML={{ __html: block.text }} /> : null;
  }
}

/** A block's title and subtitle as text (the core API cleans them; a title is a heading, not markup). */
function Titles({ block, className }: { block: CmsBlock; className?: string }) {
  if (!block.text && !block.subtitle) return null;
  return (
    <div className={className}>
      {block.text ? <h2 className={css.title}>{plainText(block.text)}</h2> : null}
      {block.subtitle ? <p className={css.subtitle}>{plainText(block.subtitle)}</p> : null}
    </div>
  );
}

function useHref(url: string | null | undefined): string | null {
  const language = useLanguage();
  return url ? menuHref(url, language) : null;
}

function HeroImage({ block, top }: { block: CmsBlock; top: boolean }) {
  const t = useT();
  const [first] = block.medias;
  const href = useHref(first?.href);
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
      {block.text || block.subtitle || href ? (
        <div className={css.heroText}>
          <Titles block={block} />
          {href ? (
            <Link className={css.heroLink} to={href}>
              {t("cmsBlocks.discover")}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A hero video: muted, inline, looping, with its poster (the block's picture) and the player's controls
 * (pause is always at hand). It starts by itself only with JavaScript and without reduced motion
 * (cms-motion.client.ts); without JavaScript the poster shows and the controls play it.
 */
function HeroVideo({ block, top }: { block: CmsBlock; top: boolean }) {
  const { video, poster, alt } = heroVideo(block);
  if (!video && !poster) return null;
  return (
    <div className={css.videoBlock}>
      {video ? (
        <video
          className={css.heroImage}
          src={video}
          poster={poster ?? undefined}
          muted
          playsInline
          loop
          controls
          preload={poster ? "none" : "metadata"}
          width={1600}
          height={700}
          aria-label={alt ?? undefined}
          data-autoplay=""
        />
      ) : (
        <img
          className={css.heroImage}
          src={poster as string}
          alt={alt ?? ""}
          width={1600}
          height={700}
          fetchPriority={top ? "high" : undefined}
          loading={top ? undefined : "lazy"}
        />
      )}
      <Titles block={block} className={css.caption} />
    </div>
  );
}

/** One wide banner: its picture with the title over it, the whole a link when it has one. */
function Banner({ block, top }: { block: CmsBlock; top: boolean }) {
  const [first] = block.medias;
  const href = useHref(first?.href);
  if (!first) return <Titles block={block} />;
  const content = (
    <>
      <img
        className={css.bannerImage}
        src={first.url}
        {...pictureWidths(first.url, "wide")}
        alt={block.text || href ? "" : (first.alt ?? "")}
        width={1600}
        height={700}
        loading={top ? "eager" : "lazy"}
        fetchPriority={top ? "high" : undefined}
      />
      {block.text || block.subtitle ? <Titles block={block} className={css.heroText} /> : null}
    </>
  );
  return href ? (
    <Link className={css.banner} to={href} aria-label={block.text ? undefined : (first.alt ?? undefined)}>
      {content}
    </Link>
  ) : (
    <div className={css.banner}>{content}</div>
  );
}

/**
 * Several banners: a carousel. The server's markup is a row of slides that snaps one at a time (swipe,
 * scroll or the numbered links under it move it, without JavaScript too); the browser code adds
 * previous, pause and next, and turns it every 4000 ms while nobody is using it.
 */
function BannerCarousel({ block, top }: { block: CmsBlock; top: boolean }) {
  const t = useT();
  const count = block.medias.length;
  const label = block.text ? plainText(block.text) : t("cmsBlocks.carousel");
  const slideId = (index: number) => `banner-${block.id}-${index + 1}`;
  return (
    <section
      className={css.carousel}
      aria-roledescription={t("cmsBlocks.carouselRole")}
      aria-label={label}
      data-carousel=""
      data-labels={JSON.stringify({ previous: t("cmsBlocks.previous"), next: t("cmsBlocks.next"), pause: t("cmsBlocks.pause") })}
    >
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's semantics when its list-style is none; the role keeps it a list. */}
      <ul className={css.slides} role="list" data-slides="">
        {block.medias.map((media, index) => (
          <li
            key={media.url}
            id={slideId(index)}
            className={css.slide}
            aria-roledescription={t("cmsBlocks.slideRole")}
            aria-label={t("cmsBlocks.slide", { index: index + 1, count })}
          >
            <Slide url={media.url} alt={media.alt ?? ""} href={media.href ?? null} first={top && index === 0} />
          </li>
        ))}
      </ul>
      <div className={css.carouselFoot}>
        <Titles block={block} className={css.carouselTitles} />
        <nav className={css.carouselNav} aria-label={t("cmsBlocks.slides")} data-carousel-controls="">
          {block.medias.map((media, index) => (
            <a key={media.url} className={css.dot} href={`#${slideId(index)}`} aria-current={index === 0 ? "true" : undefined} data-slide-link={index}>
              <span className="sr-only">{t("cmsBlocks.slide", { index: index + 1, count })}</span>
            </a>
          ))}
        </nav>
      </div>
    </section>
  );
}

function Slide({ url, alt, href, first }: { url: string; alt: string; href: string | null; first: boolean }) {
  const to = useHref(href);
  const picture = (
    <img
      className={css.slideImage}
      src={url}
      {...pictureWidths(url, "wide")}
      alt={to ? "" : alt}
      width={1600}
      height={700}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
    />
  );
  if (!to) return picture;
  return (
    <Link className={css.slideLink} to={to}>
      {picture}
      {alt ? <span className={css.slideLabel}>{alt}</span> : null}
    </Link>
  );
}

/** A grid of pictures, each a link when it has one; at the top of the page its title goes under it. */
function Grid({ block, top }: { block: CmsBlock; top: boolean }) {
  const titles = <Titles block={block} />;
  return (
    <>
      {top ? null : titles}
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's semantics when its list-style is none; the role keeps it a list. */}
      <ul className={css.grid} role="list">
        {block.medias.map((media, index) => (
          <li key={media.url}>
            <Tile url={media.url} alt={media.alt ?? ""} href={media.href ?? null} first={top && index === 0} />
          </li>
        ))}
      </ul>
      {top ? titles : null}
    </>
  );
}

function Tile({ url, alt, href, first }: { url: string; alt: string; href: string | null; first: boolean }) {
  const to = useHref(href);
  const content = (
    <>
      <img
        className={css.tileImage}
        src={url}
        {...pictureWidths(url, "card")}
        alt={to ? "" : alt}
        width={600}
        height={600}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : undefined}
      />
      {to && alt ? <p className={css.tileCaption}>{alt}</p> : null}
    </>
  );
  return to ? (
    <Link className={css.tile} to={to}>
      {content}
    </Link>
  ) : (
    content
  );
}

/** The text of a title or subtitle (HTML in the CMS: its tags go, React escapes the rest). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
