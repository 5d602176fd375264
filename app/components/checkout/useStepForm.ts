import { useActionData, useNavigation } from "react-router";
import type { CheckoutFormAnswer } from "~/routes/checkout/checkout.server";

/**
 * A checkout step's form: a plain form post without JavaScript, a React Router navigation with it.
 * A refused post comes back as the page's action data (400): the messages per field and what was typed.
 */
export function useStepForm() {
  const answer = useActionData<CheckoutFormAnswer>();
  const navigation = useNavigation();
  return {
    errors: answer?.errors ?? {},
    values: answer?.values,
    priceChanges: answer?.priceChanges ?? [],
    busy: navigation.state === "submitting",
    /** Remounts the form after a refused post, so its inputs show what was typed. */
    key: answer ? JSON.stringify(answer.values) : "initial",
  };
}
