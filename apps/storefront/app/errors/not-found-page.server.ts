import { data } from "@remix-run/node";

/** A loader answer that renders a page with the 404 status. */
export function notFoundPage() {
  return data(null, { status: 404 });
}
