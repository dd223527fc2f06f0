import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireBusiness } from "../business/require-business.server";
import { readOrderKeys } from "../orders/order-keys.server";

// `/{referenceId}/orders/details`: the details of this device's latest order at the business
// (its order page), or the list of orders when there is none.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const [latest] = readOrderKeys(request, business.reference_id);
  return redirect(
    latest
      ? `/${business.reference_id}/order/${latest.id}`
      : `/${business.reference_id}/orders/status`,
  );
}
