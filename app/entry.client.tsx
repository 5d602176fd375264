import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { ensureMessages } from "./i18n";

// The page's texts come from the versioned static file (preloaded by the document), then React hydrates.
// Without them the page stays as the server rendered it: every link and form works without JavaScript.
const root = document.documentElement;
const texts = root.dataset.messages ? await ensureMessages(root.lang, root.dataset.messages) : true;

if (texts) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
