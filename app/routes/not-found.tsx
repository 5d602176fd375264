import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/StatusPages";

/** The 404 page: status 404, rendered inside the shop's layout by the root error boundary. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
