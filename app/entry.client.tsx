import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { ensureMessages } from "./i18n";

// The page's texts come from the versioned static file (preloaded by the document), then React hydrates.
const root = document.documentElement;
if (root.dataset.messages) await ensureMessages(root.lang, root.dataset.messages);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
