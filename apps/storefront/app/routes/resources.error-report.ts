import type { ActionFunctionArgs } from "@remix-run/node";
import { isRequestId } from "@storefront/api-client";
import { z } from "zod";
import { reportError } from "../errors/report-error.server";
import { postOnly, refuseCrossOrigin } from "../http/write-prologue.server";

// The customer's browser reports here an error no server request reported (a script that
// failed, a page that could not be shown after a navigation), with the reference its error
// screen shows (ADR 067). 204: handed to the reporter.

const browserErrorSchema = z
  .object({
    reference: z.string().refine(isRequestId, "a request id"),
    path: z.string().max(2000),
    message: z.string().max(2000),
    stack: z.string().max(8000).nullable(),
  })
  .strict();

/** A report is only posted; a GET changes nothing and says so. */
export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossOrigin(request);
  const report = browserErrorSchema.safeParse(await request.json().catch(() => null));
  if (!report.success) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const { reference, path, message, stack } = report.data;
  const error = Object.assign(new Error(message), { stack: stack ?? undefined });
  reportError(error, "browser", { path, requestId: reference });
  return new Response(null, { status: 204 });
}
