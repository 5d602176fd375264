import type { FlashMessage as Message } from "~/domain/flash";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./layout.css";

const KIND_CLASS = { success: css.flashSuccess, error: css.flashError, info: css.flashInfo } as const;

/** A message carried by the flash cookie to the page after a form post (works without JavaScript). */
export function FlashMessage({ message }: { message: Message }) {
  const t = useT();
  return (
    <div className={KIND_CLASS[message.kind]} role={message.kind === "error" ? "alert" : "status"}>
      {t(message.key as MessageKey, message.values)}
    </div>
  );
}
