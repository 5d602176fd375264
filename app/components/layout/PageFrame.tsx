import type { ReactNode } from "react";
import * as css from "./layout.css";

/** The frame of a page: its one h1, an optional intro, then the content. */
export function PageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <article>
      <header className={css.pageHeader}>
        <h1>{title}</h1>
        {intro ? <p className={css.intro}>{intro}</p> : null}
      </header>
      {children}
    </article>
  );
}
