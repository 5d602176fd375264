import sprite from "~/components/icons.svg?no-inline";
import * as css from "~/chrome/widgets/sticky-help.css";
import type { StickyButtonConfig } from "~/chrome/widgets/sticky-button";

/** The help button as the server shows it: its parsed setting, its texts and where it leads. */
export type StickyHelpView = {
  config: StickyButtonConfig;
  /** The accessible name: the setting's text, else 'Hulp nodig?'. */
  label: string;
  /** The link or chat it opens (action link/chat), or null for the popup. */
  link: { href: string; newTab: boolean } | null;
  /** The popup's title, its body as the CMS cleaner left it and the close text (action popup). */
  popup: { title: string; bodyHtml: string; close: string } | null;
};

/**
 * The sticky help button (chrome spec §2–§4), rendered on the server into the page's widgets fragment
 * (~/chrome/fragment.server.tsx), so the shell every page loads carries no component for it. Without
 * JavaScript the popup is a <details> disclosure; with it the summary opens a modal <dialog>
 * (help.client.ts, loaded on the first click). Position, shape, display, animation and image fit are
 * data attributes (sticky-help.css.ts); its colours are the theme style's custom properties.
 */
export function StickyHelp({ view, hide, hidden }: { view: StickyHelpView; hide: string; hidden: boolean }) {
  const { config, label, link, popup } = view;
  return (
    <div
      className={css.root}
      data-sticky-help=""
      data-hide={hide}
      hidden={hidden}
      data-pos={config.position}
      data-shape={config.shape}
      data-display={config.display}
      data-anim={config.animation}
      data-fit={config.imageFit}
    >
      {popup ? (
        <details>
          <summary className={css.button} aria-label={label} aria-haspopup="dialog">
            <Face config={config} />
          </summary>
          {/* biome-ignore lint/a11y/useSemanticElements: a titled group of text and a link, not form controls: a <fieldset> would say otherwise. */}
          <div className={css.panel} role="group" aria-labelledby="sticky-help-title" data-sticky-panel="">
            <h2 className={css.title} id="sticky-help-title">
              {popup.title}
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the popup's body as the CMS's allow-list cleaner left it (commerce/html/clean-html.ts). */}
            <div dangerouslySetInnerHTML={{ __html: popup.bodyHtml }} />
            {/* Without JavaScript nothing inside a <details> can fold it: 'Sluiten' reloads the page, closed (the client code makes it a button of the dialog). */}
            {/* biome-ignore lint/a11y/useValidAnchor: href="" is this page: reloading it is how the disclosure closes without JavaScript. */}
            <a className={css.close} href="" data-sticky-close="">
              {popup.close}
            </a>
          </div>
        </details>
      ) : link ? (
        <a className={css.button} href={link.href} aria-label={label} {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          <Face config={config} />
        </a>
      ) : null}
    </div>
  );
}

/** What the button shows: its text, its image or its icon (the accessible name is the label). */
function Face({ config }: { config: StickyButtonConfig }) {
  if (config.display === "text" && config.text) return <span>{config.text}</span>;
  if (config.display === "image" && config.imageUrl) return <img className={css.image} src={config.imageUrl} alt="" />;
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${config.icon}`} />
    </svg>
  );
}
