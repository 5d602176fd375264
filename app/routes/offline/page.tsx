import { Link } from "react-router";
import * as css from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import * as offlineCss from "~/chrome/offline/offline.css";
import type { OfflineReason } from "~/chrome/offline/rules";
import { href } from "~/domain/paths";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import type { Route } from "./+types/page";

// The page the service worker shows offline (ADR 0065), in the shop's language and look: for a page the
// shopper has not seen (?reason=page, the default) or a change of the bag that needs a connection
// (?reason=cart). The worker keeps both of every language at install; no search engine lists them.

const TEXTS = {
  page: { title: "offline.title", text: "offline.pageText" },
  cart: { title: "offline.cartTitle", text: "offline.cartText" },
} as const satisfies Record<OfflineReason, { title: MessageKey; text: MessageKey }>;

export function loader({ request, context }: Route.LoaderArgs) {
  const reason: OfflineReason = new URL(request.url).searchParams.get("reason") === "cart" ? "cart" : "page";
  return { reason, title: serverT(context)(TEXTS[reason].title) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function OfflinePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const texts = TEXTS[loaderData.reason];
  return (
    <PageFrame title={t(texts.title)} intro={t(texts.text)}>
      <div className={offlineCss.offline} data-offline={loaderData.reason}>
        <p>{t("offline.seenPages")}</p>
        <Link className={css.button} to={href("/:lang/home", { lang: language })}>
          {t("notFound.backHome")}
        </Link>
      </div>
    </PageFrame>
  );
}
