import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { translate } from "../language/translate";
import { useLanguage, useTranslate } from "../language/use-language";
import { formatDay, formatTime, todayIn } from "../layout/format";
import { localized } from "../layout/localized";
import { PageError } from "../layout/PageError";
import { StaffShell } from "../layout/StaffShell";
import {
  groupReservationDay,
  isDay,
  reservationMoves,
  reservationStatusOfMove,
  shiftDay,
  type ReservationMove,
} from "../reservations/reservation-day";
import { useLiveBoard } from "../board/use-live-board";
import { requireSameOrigin, safeReturnTo } from "../security/same-origin";
import { attempt, requireStaff } from "../session/require-staff.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("reservations.title") },
];

/** A day's reservations (`?date=`, else today in the business's zone), by slot and table. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  const asked = new URL(request.url).searchParams.get("date");
  const today = todayIn(me.business.time_zone, new Date());
  const date = isDay(asked) ? asked : today;
  const { reservations } = await api.boardReservations({ query: { date } });
  return data(
    { me, language, date, today, reservations },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Accepts, rejects or completes one reservation, then back to the day. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { api, t } = await requireStaff(request);
  const form = await request.formData();
  const id = String(form.get("reservation_id") ?? "");
  const move = String(form.get("move") ?? "") as ReservationMove;
  if (!/^[1-9]\d{0,9}$/.test(id) || !Object.hasOwn(reservationStatusOfMove, move)) {
    return data({ failure: { id: null, message: t("errors.generic") } }, { status: 400 });
  }
  const result = await attempt(request, t, () =>
    api.staffMoveReservation({
      params: { id: Number(id) },
      body: { status: reservationStatusOfMove[move] },
    }),
  );
  if (!result.ok) {
    return data({ failure: { id: Number(id), message: result.failure.message } }, { status: 409 });
  }
  throw redirect(safeReturnTo(String(form.get("return_to") ?? "/reservations")));
}

export default function Reservations() {
  const { me, date, today, reservations } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const location = useLocation();
  useLiveBoard();
  const day = groupReservationDay(reservations);
  const showBranch = me.business.branches.length > 1;
  const timeZone = me.business.time_zone;
  return (
    <StaffShell me={me}>
      <h1>{t("reservations.title")}</h1>
      <Form method="get" className="day-picker">
        <label htmlFor="date">{t("reservations.day")}</label>
        <input id="date" name="date" type="date" defaultValue={date} required />
        <button type="submit" className="button">
          {t("reservations.show")}
        </button>
      </Form>
      <nav className="day-links" aria-label={t("reservations.days")}>
        <Link to={`/reservations?date=${shiftDay(date, -1)}`}>{t("reservations.previousDay")}</Link>
        {date !== today && <Link to="/reservations">{t("reservations.today")}</Link>}
        <Link to={`/reservations?date=${shiftDay(date, 1)}`}>{t("reservations.nextDay")}</Link>
      </nav>
      <h2 className="day-title">{formatDay(date, language)}</h2>
      {acted?.failure && acted.failure.id === null && (
        <p className="alert alert--error" role="alert">
          {acted.failure.message}
        </p>
      )}
      {day.length === 0 && <p className="board__empty">{t("reservations.none")}</p>}
      {day.map((slot) => (
        <section key={slot.time} className="slot" aria-labelledby={`slot-${slot.time}`}>
          <h3 id={`slot-${slot.time}`} className="slot__time">
            {slot.time}
          </h3>
          {slot.tables.map((group) => (
            <div key={group.table ?? "seats"} className="slot__table">
              <h4>
                {group.table
                  ? t("reservations.table", { table: group.table })
                  : t("reservations.bySeats")}
              </h4>
              <ul className="reservation-list">
                {group.reservations.map(({ reservation, customer_name, customer_phone }) => (
                  <li key={reservation.id} className="reservation">
                    <p className="reservation__who">
                      <strong>{customer_name}</strong>{" "}
                      {customer_phone && (
                        <a href={`tel:${customer_phone}`} dir="ltr">
                          {customer_phone}
                        </a>
                      )}
                    </p>
                    <p>
                      {t("reservations.party", { count: reservation.party_size })} ·{" "}
                      <span dir="ltr">
                        {formatTime(reservation.from, language, timeZone)}–
                        {formatTime(reservation.to, language, timeZone)}
                      </span>{" "}
                      ·{" "}
                      <span className={`chip chip--${reservation.status_name}`}>
                        {t(`reservations.statuses.${reservation.status_name}`)}
                      </span>
                    </p>
                    {showBranch && <p>{localized(reservation.branch_name, language)}</p>}
                    {reservation.note && <p className="order-card__note">{reservation.note}</p>}
                    {reservation.order_id && (
                      <p>
                        <Link to={`/orders/${reservation.order_id}`}>
                          {t("order.openTicket", { id: reservation.order_id })}
                        </Link>
                      </p>
                    )}
                    {acted?.failure && acted.failure.id === reservation.id && (
                      <p className="alert alert--error" role="alert">
                        {acted.failure.message}
                      </p>
                    )}
                    <div className="actions">
                      {reservationMoves(reservation.status_name).map((move) => (
                        <Form method="post" key={move}>
                          <input type="hidden" name="reservation_id" value={reservation.id} />
                          <input type="hidden" name="move" value={move} />
                          <input
                            type="hidden"
                            name="return_to"
                            value={location.pathname + location.search}
                          />
                          <button
                            type="submit"
                            className={`button ${move === "reject" ? "button--danger-outline" : "button--primary"}`}
                          >
                            {t(`reservations.moves.${move}`)}
                          </button>
                        </Form>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
