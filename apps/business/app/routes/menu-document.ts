import type { LoaderFunctionArgs } from "@remix-run/node";
import { todayIn } from "../layout/format";
import { requireStaff } from "../session/require-staff.server";

/**
 * `GET /menu-document`: the business's whole menu as a menu document (ADR 046), downloaded as a
 * JSON file for managers and the owner to keep or edit; the API refuses other roles (403).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api } = await requireStaff(request);
  const { document } = await api.staffMenuDocument();
  const day = todayIn(me.business.time_zone, new Date());
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="menu-${me.business.reference_id}-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
