import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { businessSettingsOf, isApiError } from "@storefront/api-client";
import { type InterfaceLanguage } from "@storefront/domain";
import { useTranslation } from "../language/use-translation";
import { requireCustomer, withSignIn } from "../account/guards.server";
import { BusinessPage } from "../business/BusinessPage";
import type { Business } from "../business/require-business.server";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { reserveTypeOf } from "../reservations/reservation-choice";
import { setReservationOrderCookie } from "../reservations/reservation-order-cookie";
import { reservationView } from "../reservations/reservation-view";
import { writePrologue } from "../http/write-prologue.server";
import { notFound } from "../http/not-found";

// `/{referenceId}/reservation/success/{reservationId}` (signed in; owner only, another customer's
// reservation is the same 404 as an unknown one; docs/decisions/030-reservation-pages.md): the
// booking's date and time in the business's zone, party, table, status in words, and the order
// that comes with it, or the way to choose it when the business reserves with an order (type 2).

export const meta: MetaFunction<typeof loader> = privatePageMeta;

/** The signed-in customer's reservation of the address, or the 404 page (another's, unknown, another business's). */
async function requireReservation(
  request: Request,
  business: Business,
  language: InterfaceLanguage,
  reservationId: string | undefined,
) {
  const { api } = requireCustomer(request, business, language);
  const id = reservationId ?? "";
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound();
  let answer;
  try {
    answer = await withSignIn(request, business.reference_id, () =>
      api.getReservation({ params: { id } }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
  const { reservation } = answer;
  // A reservation of another business is not this storefront's to show.
  if (reservation.reference_id !== business.reference_id) throw notFound();
  return reservation;
}

/** Whether the customer may now choose the food of a type 2 reservation (ADR 028's rule). */
const awaitsOrder = (reservation: { order_required: boolean; status: number }) =>
  reservation.order_required && (reservation.status === 0 || reservation.status === 1);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const reservation = await requireReservation(request, business, language, params.reservationId);
  const booked = new URL(request.url).searchParams.has("booked");
  return {
    home,
    // The heading says where the reservation stands: requested until the business answers.
    title: t(`reservation.titles.${reservation.status_name}`),
    booked,
    reservation: reservationView(reservation, business, language, t),
    canOrder: awaitsOrder(reservation) && businessSettingsOf(business).reservation.type === 2,
  };
}

/**
 * "Choose your food" (type 2): the checkout of the reservation menu will name this reservation as
 * its order's `reservation_id` (ADR 030), then the menu opens.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, secure } = await writePrologue(request, params.referenceId);
  const reservation = await requireReservation(request, business, language, params.reservationId);
  const base = `/${business.reference_id}`;
  if (!awaitsOrder(reservation)) {
    return redirect(`${base}/reservation/success/${reservation.id}`, { status: 303 });
  }
  return redirect(`${base}/${reserveTypeOf(business.checkout.dine_in.label)}`, {
    status: 303,
    headers: {
      "Set-Cookie": setReservationOrderCookie(business.reference_id, reservation.id, secure),
    },
  });
}

export default function ReservationSuccessPage() {
  const { home, title, booked, reservation, canOrder } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const base = `/${home.referenceId}`;
  return (
    <BusinessPage
      home={home}
      back={{ to: `${base}/reservation/history`, label: t("reservation.historyTitle") }}
    >
      <h2 className="menu__title">{title}</h2>
      <p>{t("reservation.numbered", { id: reservation.id })}</p>
      {booked && reservation.statusName === "pending" && (
        <p role="status" className="form-success">
          {t("reservation.bookedNote")}
        </p>
      )}
      <dl className="reservation__summary">
        <dt>{t("reservation.date")}</dt>
        <dd>
          <time dateTime={reservation.whenIso}>{reservation.when}</time>
        </dd>
        <dt>{t("reservation.party")}</dt>
        <dd>{reservation.partySize}</dd>
        {reservation.table && (
          <>
            <dt>{t("reservation.table")}</dt>
            <dd>{reservation.table}</dd>
          </>
        )}
        <dt>{t("reservation.branch")}</dt>
        <dd>{reservation.branch}</dd>
        <dt>{t("reservation.status")}</dt>
        <dd data-status={reservation.statusName}>{reservation.status}</dd>
        {reservation.note && (
          <>
            <dt>{t("reservation.note")}</dt>
            <dd>{reservation.note}</dd>
          </>
        )}
        {reservation.orderPath && (
          <>
            <dt>{t("reservation.order")}</dt>
            <dd>
              <Link to={reservation.orderPath}>
                {t("history.order", { id: reservation.orderId })}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {canOrder && (
        <div className="reservation__food">
          <p>{t("reservation.orderRequired")}</p>
          <Form method="post">
            <button type="submit" className="button button--primary">
              {t("reservation.chooseFood")}
            </button>
          </Form>
        </div>
      )}
      <p className="home__links">
        <Link to={`${base}/reservation/history`}>{t("reservation.historyTitle")}</Link>
      </p>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
