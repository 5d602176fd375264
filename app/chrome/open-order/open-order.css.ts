import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** The open-order strip: calm, but not to be missed. */
export const openOrder = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.m,
  alignItems: "center",
  justifyContent: "center",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  background: "#fff4d6",
  color: tokens.color.text,
});
export const openOrderText = style({ margin: 0 });
