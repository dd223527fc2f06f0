import type { MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { reservationNoteMaxLength } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { SubmitButton } from "../layout/SubmitButton";
import type { action, loader } from "../reservations/reservation-booking.server";

// `/{referenceId}/reservation/{reserveType}` (signed in; docs/decisions/030-reservation-pages.md):
// the party and the date, then the times the API offers for them (ADR 028: the branch's dine-in
// hours, the minimum advance, what is left), then a table when the business seats at tables, and
// the booking. Each step is a GET form, the booking a POST, so it all works without JavaScript.

export { action, loader } from "../reservations/reservation-booking.server";

export const meta: MetaFunction<typeof loader> = privatePageMeta;

/**
 * After a refused booking (a 4xx, which Remix does not revalidate after by default) the times are
 * read again, as without JavaScript: a slot just taken shows full.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

export default function ReservationPage() {
  const {
    home,
    title,
    base,
    reserveType,
    withTable,
    withOrder,
    maxUsers,
    dates,
    choice,
    dateLabel,
    tooMany,
    slots,
    empty,
    chosen,
    customer,
  } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const page = `${base}/reservation/${reserveType}`;
  const parties = Array.from({ length: maxUsers }, (_, index) => index + 1);
  return (
    <BusinessPage home={home} back={{ to: base, label: home.name }}>
      <h2 className="menu__title">{title}</h2>
      {withOrder && <p>{t("reservation.withOrderIntro")}</p>}
      {failed?.error && (
        <p role="alert" className="form-error" data-code={failed.code}>
          {failed.error}
        </p>
      )}

      <section className="account settings-section" aria-labelledby="reserve-when">
        <h3 id="reserve-when">{t("reservation.step1")}</h3>
        <Form method="get" action={page} className="account__form">
          <label className="field" htmlFor="reserve-party">
            {t("reservation.party")}
          </label>
          <select
            id="reserve-party"
            name="party"
            defaultValue={String(Math.min(choice.party ?? 2, maxUsers))}
            aria-describedby="reserve-party-hint"
          >
            {parties.map((party) => (
              <option key={party} value={party}>
                {party}
              </option>
            ))}
          </select>
          <p id="reserve-party-hint" className="account__wait">
            {t("reservation.partyHint", { max: maxUsers })}
          </p>
          <label className="field" htmlFor="reserve-date">
            {t("reservation.date")}
          </label>
          <input
            id="reserve-date"
            name="date"
            type="date"
            required
            min={dates.first}
            max={dates.last}
            defaultValue={choice.date ?? dates.first}
          />
          <button type="submit" className="button account__submit">
            {t("reservation.showTimes")}
          </button>
        </Form>
        {tooMany && (
          <p role="alert" className="form-error">
            {t("reservation.errors.PARTY_SIZE_OUT_OF_RANGE", { max: maxUsers })}
          </p>
        )}
      </section>

      {slots && (
        <section className="account settings-section" aria-labelledby="reserve-time">
          <h3 id="reserve-time">{t("reservation.step2", { date: dateLabel })}</h3>
          {empty ? (
            <p role="status">{t(`reservation.empty.${empty}`)}</p>
          ) : (
            <Form
              method="get"
              action={page}
              className="account__form"
              // Drawn afresh when a time fills, so a full one never stays checked.
              key={slots.map((slot) => `${slot.time}${slot.full ? "-" : "+"}`).join()}
            >
              <input type="hidden" name="party" value={choice.party ?? ""} />
              <input type="hidden" name="date" value={choice.date ?? ""} />
              <fieldset className="checkout__section reservation__times">
                <legend>{t("reservation.time")}</legend>
                {slots.map((slot) => (
                  <label key={slot.time} className="choice">
                    <input
                      type="radio"
                      name="time"
                      value={slot.time}
                      required
                      disabled={slot.full}
                      defaultChecked={slot.time === chosen?.time}
                    />
                    <span>
                      <bdi dir="ltr">{slot.time}</bdi>
                      {slot.full && ` · ${t("reservation.full")}`}
                    </span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="button account__submit">
                {t("reservation.chooseTime")}
              </button>
            </Form>
          )}
        </section>
      )}

      {chosen && (
        <section className="account settings-section" aria-labelledby="reserve-confirm">
          <h3 id="reserve-confirm">{t("reservation.step3")}</h3>
          <p>
            {dateLabel} · <bdi dir="ltr">{chosen.time}</bdi> ·{" "}
            {t("reservation.guests", { people: choice.party })}
          </p>
          <p>
            {t("reservation.bookingFor", {
              name: customer.name,
              // The phone reads left to right in every language (U+2066 … U+2069 isolate it).
              phone: `\u2066${customer.phone}\u2069`,
            })}
          </p>
          {/* Posted to this very step, so a refusal shows the same step, read again. */}
          <Form
            method="post"
            action={`${page}?${new URLSearchParams({
              party: String(choice.party),
              date: choice.date ?? "",
              time: chosen.time,
            })}`}
            className="account__form"
          >
            <input type="hidden" name="party" value={choice.party ?? ""} />
            <input type="hidden" name="date" value={choice.date ?? ""} />
            <input type="hidden" name="time" value={chosen.time} />
            {withTable && (
              <fieldset className="checkout__section">
                <legend>{t("reservation.table")}</legend>
                {chosen.tables.map((table, index) => (
                  <label key={table.id} className="choice">
                    <input
                      type="radio"
                      name="table_id"
                      value={table.id}
                      required
                      defaultChecked={index === 0}
                    />
                    <span>{table.label}</span>
                  </label>
                ))}
              </fieldset>
            )}
            <label className="field" htmlFor="reserve-note">
              {t("reservation.note")}
            </label>
            <textarea id="reserve-note" name="note" maxLength={reservationNoteMaxLength} rows={3} />
            <SubmitButton busy={busy}>{t("reservation.reserve")}</SubmitButton>
          </Form>
        </section>
      )}
      <p>
        <Link to={`${base}/reservation/history`}>{t("reservation.historyTitle")}</Link>
      </p>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
