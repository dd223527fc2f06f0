import type { ActionFunctionArgs } from "@remix-run/node";
import { getRestaurantParamsSchema } from "@storefront/api-client";
import { z } from "zod";
import { apiFor } from "../api/api-client.server";
import { requireBusiness } from "../business/require-business.server";
import { requestLanguage } from "../language/request-language.server";
import { countedVisitCookie, shouldCountVisit } from "../visits/visit-cookie";
import { postOnly, refuseCrossOrigin } from "../http/write-prologue.server";
import { reportError } from "../errors/report-error.server";

// A business's page reports here that a person is looking at it (app/visits/use-visit.ts); the
// first report of the day from a browser becomes one POST webapp/visit/{branchId} (ADR 024).
// 204: counted (with the cookie that says so). 202: taken and not counted (counted already today,
// or a crawler).

const visitReportSchema = z
  .object({ referenceId: getRestaurantParamsSchema.shape.reference_id })
  .strict();

/** A visit is only reported; a GET changes nothing and says so. */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossOrigin(request);
  const report = visitReportSchema.safeParse(await request.json().catch(() => null));
  if (!report.success) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const { referenceId } = report.data;
  const counts = shouldCountVisit(
    request.headers.get("Cookie"),
    request.headers.get("User-Agent"),
    referenceId,
  );
  if (!counts) return new Response(null, { status: 202 });
  const business = await requireBusiness(request, referenceId);
  try {
    await apiFor(requestLanguage(request.headers).language).recordVisit({
      params: { id: business.branch_id },
      body: { source: "web" },
    });
  } catch (error) {
    reportError(error, "server", { what: `Counting a visit of ${referenceId} failed` });
    return new Response(null, { status: 502, statusText: "Bad Gateway" });
  }
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": countedVisitCookie(referenceId, new Date(), business.time_zone) },
  });
}
