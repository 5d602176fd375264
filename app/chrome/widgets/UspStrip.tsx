import { useEffect, useRef } from "react";
import { useFragment } from "~/chrome/fragments";
// The strip's styles, in the page's CSS (its markup, the server's fragment, uses their class names).
import "./usp-strip.css";

/**
 * The USP strip (chrome spec §2): its markup is the server's fragment (widgets/UspList.tsx, cached per
 * shop and language, ADR 0052); the rotation loads after hydration. Empty without selling points.
 */
export function UspStrip() {
  const self = useRef<HTMLDivElement>(null);
  // Once: the chrome stays while the shopper moves through the shop (the strip is the document's).
  useEffect(() => {
    const strip = self.current?.firstElementChild;
    if (strip) import("./usp-motion.client").then((m) => m.rotateUsps(strip as HTMLElement), Boolean);
  }, []);
  return <div ref={self} {...useFragment("usps")} />;
}
