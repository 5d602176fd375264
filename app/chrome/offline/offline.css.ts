import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** The offline page's last lines: what still works offline, and the way home. */
export const offline = style({ display: "grid", gap: tokens.space.m, justifyItems: "start", marginBlock: tokens.space.l });
