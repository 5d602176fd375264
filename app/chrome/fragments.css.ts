import { globalStyle } from "@vanilla-extract/css";

// A part of a server fragment that this page does not show (another page's promo banner, a widget on a
// page it hides on, the popup in the checkout flow) is hidden, whatever display its own styles give it.
globalStyle("[data-fragment] [hidden]", { display: "none !important" });
