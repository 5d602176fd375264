import { z } from "zod";
import { CONSENT_CHOICES } from "~/domain/consent";

/** The consent form (banner and the /{lang}/cookies page): which button was pressed. */
export const consentSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
});
