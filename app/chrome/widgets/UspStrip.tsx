import { useEffect, useRef } from "react";
// The strip's styles, in the page's CSS (its markup, written on the server, uses their class names).
import "./usp-strip.css";

/**
 * The USP strip (chrome spec §2): its markup comes finished from the server (widgets/load.server.ts: shuffled
 * there, so the browser hydrates the same order); the rotation loads after hydration.
 */
export function UspStrip({ html }: { html: string }) {
  const self = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markup (another language) is a new list to rotate.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import("./usp-motion.client").then((m) => {
      const strip = self.current?.firstElementChild;
      if (live && strip) stop = m.rotateUsps(strip as HTMLElement);
    }, Boolean);
    return () => {
      live = false;
      stop?.();
    };
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built on the server from escaped texts (widgets/load.server.ts).
  return <div ref={self} dangerouslySetInnerHTML={{ __html: html }} />;
}
