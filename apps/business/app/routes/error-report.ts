import type { ActionFunctionArgs } from "@remix-run/node";
import { isRequestId } from "@storefront/api-client";
import { z } from "zod";
import { reportError } from "../errors/report-error.server";
import { requireSameOrigin } from "../security/same-origin";

// The browser reports here the script errors no server request reported (ADR 067). 204: handed
// to the reporter; a GET is not a report.

const browserErrorSchema = z
  .object({
    reference: z.string().refine(isRequestId),
    path: z.string().max(2000),
    message: z.string().max(2000),
    stack: z.string().max(8000).nullable(),
  })
  .strict();

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const report = browserErrorSchema.safeParse(await request.json().catch(() => null));
  if (!report.success) throw new Response("Bad Request", { status: 400 });
  const { reference, message, stack } = report.data;
  reportError(
    Object.assign(new Error(message), { stack: stack ?? undefined }),
    "browser",
    request,
    reference,
  );
  return new Response(null, { status: 204 });
}
