import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { businessSettingsOf } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { AccountPage } from "../account/AccountPage";
import { requireCustomer, withSignIn } from "../account/guards.server";
import { historyPage, historyPages } from "../account/history-page";
import { HistoryList } from "../account/HistoryList";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { reserveTypeOf } from "../reservations/reservation-choice";
import { reservationView } from "../reservations/reservation-view";

// `/{referenceId}/reservation/history` (signed in; docs/decisions/030-reservation-pages.md): the
// customer's reservations at the business, newest slot first, 20 a page (`?page=`), each with its
// date and time in the business's zone, party, status in words and a link to its page.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const { api } = requireCustomer(request, business, language);
  const page = historyPage(new URL(request.url));
  const answer = await withSignIn(request, business.reference_id, () =>
    api.getReservations({ params: { id: business.reference_id }, body: { page } }),
  );
  const base = `/${business.reference_id}`;
  const { last_page: lastPage } = answer.pagination;
  return {
    home,
    title: t("reservation.historyTitle"),
    pages: historyPages(`${base}/reservation/history`, page, page < lastPage),
    reservePath: businessSettingsOf(business).reservation.enabled
      ? `${base}/reservation/${reserveTypeOf(business.checkout.dine_in.label)}`
      : null,
    reservations: answer.reservations.map((reservation) =>
      reservationView(reservation, business, language, t),
    ),
  };
}

export default function ReservationHistoryPage() {
  const { home, title, pages, reservePath, reservations } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AccountPage home={home} title={title}>
      <HistoryList entries={reservations} none={t("reservation.none")} pages={pages}>
        {(reservation) => (
          <>
            <div className="cart-line__text">
              <Link to={reservation.path} className="cart-line__name">
                {t("reservation.numbered", { id: reservation.id })}
              </Link>
              <span className="cart-line__detail">
                <time dateTime={reservation.whenIso}>{reservation.when}</time>
              </span>
              <span className="cart-line__detail">
                {[reservation.party, reservation.table].filter(Boolean).join(" · ")}
              </span>
            </div>
            <span className="cart-line__amount" data-status={reservation.statusName}>
              {reservation.status}
            </span>
          </>
        )}
      </HistoryList>
      {reservePath && (
        <p>
          <Link className="button button--primary" to={reservePath}>
            {t("reservation.title")}
          </Link>
        </p>
      )}
    </AccountPage>
  );
}

export const ErrorBoundary = ErrorScreen;
