import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { isApiError } from "@storefront/api-client";
import { moveOrderAction } from "../board/move-order.server";
import { OrderCard } from "../board/OrderCard";
import { useLiveBoard } from "../board/use-live-board";
import { translate } from "../language/translate";
import { useLanguage, useTranslate } from "../language/use-language";
import { formatDayTime } from "../layout/format";
import { PageError } from "../layout/PageError";
import { StaffShell } from "../layout/StaffShell";
import { requireStaff } from "../session/require-staff.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translate(data.language)("ticket.title", { id: data.entry.order.id })
      : translate("en")("errors.pageNotFound"),
  },
];

/** One order of the staff's branches, in full; another business's is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? "")) throw new Response("Not found", { status: 404 });
  try {
    const { order } = await api.boardOrder({ params: { id: Number(params.id) } });
    return data({ me, language, entry: order, now: new Date().toISOString() });
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}

export function action({ request }: ActionFunctionArgs) {
  return moveOrderAction(request);
}

/** Prints the ticket; the page's print stylesheet makes it an 80 mm kitchen ticket. */
function PrintButton() {
  const t = useTranslate();
  return (
    <button type="button" className="button button--primary" onClick={() => window.print()}>
      {t("ticket.print")}
    </button>
  );
}

export default function Ticket() {
  const { me, entry, now } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const location = useLocation();
  const timeZone = me.business.time_zone;
  // The ticket follows its order too (moved by a colleague, the customer outside).
  useLiveBoard();
  return (
    <StaffShell me={me}>
      <div className="ticket__tools no-print">
        <Link to="/">{t("ticket.back")}</Link>
        <PrintButton />
      </div>
      <div className="ticket">
        <p className="ticket__placed">
          {t("ticket.placedAt", {
            time: formatDayTime(entry.order.created_at, language, timeZone),
          })}{" "}
          · {t(`statuses.${entry.order.status_name}`)}
        </p>
        <OrderCard
          entry={entry}
          now={now}
          timeZone={timeZone}
          failure={acted?.failure}
          returnTo={location.pathname}
          showBranch
          full
        />
      </div>
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
