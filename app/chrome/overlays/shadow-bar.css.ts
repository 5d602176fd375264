import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

// A colour no shop theme uses for its own chrome: nobody mistakes a shadow session for a normal one.
export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: tokens.space.m,
  padding: `${tokens.space.s} ${tokens.space.m}`,
  background: "#4a1d6b",
  color: "#ffffff",
});
export const text = style({ margin: 0 });
export const staff = style({ opacity: 0.9, fontSize: "0.875rem" });
export const stop = style({
  minHeight: "2.25rem",
  padding: `${tokens.space.xs} ${tokens.space.m}`,
  borderRadius: tokens.radius.pill,
  border: "2px solid #ffffff",
  background: "#ffffff",
  color: "#4a1d6b",
  fontWeight: 700,
  cursor: "pointer",
});
