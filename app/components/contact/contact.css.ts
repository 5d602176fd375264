import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** The store's details beside the form on a wide screen, above it on a phone. */
export const columns = style({
  display: "grid",
  gap: tokens.space.xl,
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.4fr)", alignItems: "start" } },
});
export const details = style({ display: "grid", gap: tokens.space.s, alignContent: "start" });
export const form = style({ display: "grid", gap: tokens.space.m, maxWidth: "36rem" });
globalStyle(`${details} address`, { marginBottom: tokens.space.m });
