import type { AppContext } from "~/server/context";
import type { Newsletters } from "@commerce/contract/store";
import type { SignupNewsletter } from "./NewsletterSignup";
import type { ShadowSession } from "./ShadowBar";

// The overlays' inputs (ADR 0023, 0024, 0025, 0028, 0052): no core-API call of their own — the popup
// and the footer's signup read the footer's newsletters. Their fragments: render.server.tsx.

/** The newsletter an embedded signup names: its identifier and its intro (htmlContent). */
export function signupNewsletter(newsletter: Pick<Newsletters[number], "identifier" | "htmlContent"> | null): SignupNewsletter | null {
  return newsletter ? { identifier: newsletter.identifier, intro: newsletter.htmlContent ?? null } : null;
}

/** Staff acting for this customer: whom the shadow bar names, or null. */
export function shadowSession(app: AppContext): ShadowSession | null {
  const shadow = app.session.get("shadow");
  const customer = app.customer;
  if (!shadow || !customer) return null;
  return {
    staffName: shadow.staffName,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerNumber: customer.number,
    companyName: customer.companyName,
  };
}
