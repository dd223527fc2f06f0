import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import {
  businessSettingsOf,
  isApiError,
  reservationNoteMaxLength,
  type Restaurant,
} from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { loadProfile, requireCustomer, withSignIn } from "../account/guards.server";
import { notFound } from "../http/not-found";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { latinDateTime } from "../language/latin-digits";
import {
  bookableDates,
  type EmptyDayReason,
  emptyDayReason,
  reservationChoice,
  reservationType,
} from "./reservation-choice";
import { reservationErrorKey } from "./reservation-errors";

// The reservation page's loader and action (docs/decisions/030-reservation-pages.md): the times
// the API offers for the party and date chosen (ADR 028), with their tables; the booking posted
// to the step it was made on, a refusal said there.

/** The business's reservation settings, or a 404 when it takes none or the type is not one. */
function requireReservations(business: Restaurant, type: string | undefined) {
  const reserveType = reservationType(type);
  const settings = businessSettingsOf(business).reservation;
  if (!reserveType || !settings.enabled) throw notFound();
  return { reserveType, settings };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const { reserveType, settings } = requireReservations(business, params.reserveType);
  const signedIn = requireCustomer(request, business, language);
  const user = await loadProfile(request, business, signedIn);
  const url = new URL(request.url);
  const choice = reservationChoice(url);
  const dates = bookableDates(new Date(), business.time_zone);
  const tooMany = choice.party !== null && choice.party > settings.max_users;

  let slots = null;
  if (choice.party !== null && choice.date !== null && !tooMany) {
    const answer = await withSignIn(request, business.reference_id, () =>
      signedIn.api.getReservationSlots({
        params: { reference_id: business.reference_id },
        query: {
          date: choice.date ?? dates.first,
          party: choice.party ?? 1,
          branch_id: business.branch_id,
        },
      }),
    );
    slots = answer.slots.map((slot) => ({
      time: slot.time,
      full: slot.remaining === 0,
      tables: slot.tables.map((table) => ({
        id: table.id,
        label: [
          t("reservation.tableName", { name: table.name }),
          t("reservation.seats", { seats: table.seats }),
          pickText(table.floor, language, business.locales),
        ]
          .filter(Boolean)
          .join(" · "),
      })),
    }));
  }
  const chosen = slots?.find((slot) => slot.time === choice.time && !slot.full) ?? null;
  const dateLabel =
    choice.date &&
    latinDateTime(language, { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${choice.date}T12:00:00Z`),
    );
  return {
    home,
    title: t("reservation.title"),
    base: `/${business.reference_id}`,
    reserveType,
    withTable: settings.with_table,
    withOrder: settings.type === 2,
    maxUsers: settings.max_users,
    dates,
    choice,
    dateLabel,
    tooMany,
    slots,
    empty: (slots && slots.filter((slot) => !slot.full).length === 0 && choice.date
      ? slots.length > 0
        ? "full"
        : emptyDayReason(choice.date, dates)
      : null) satisfies EmptyDayReason | "full" | null as EmptyDayReason | "full" | null,
    chosen,
    customer: { name: user.name, phone: user.phone },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, t } = await writePrologue(request, params.referenceId);
  const { settings } = requireReservations(business, params.reserveType);
  const { api } = requireCustomer(request, business, language);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const choice = reservationChoice(
    new URL(
      `?${new URLSearchParams({ party: field("party"), date: field("date"), time: field("time") })}`,
      request.url,
    ),
  );
  const table = field("table_id");
  const note = field("note").trim();
  if (choice.party === null || choice.date === null || choice.time === null) {
    return data({ error: t("reservation.errors.BAD_REQUEST"), code: "BAD_REQUEST" }, 400);
  }
  let booked;
  try {
    booked = await withSignIn(request, business.reference_id, () =>
      api.reserveTable({
        body: {
          reference_id: business.reference_id,
          branch_id: business.branch_id,
          date: choice.date ?? "",
          slot: choice.time ?? "",
          party_size: choice.party ?? 1,
          ...(/^[1-9]\d{0,9}$/.test(table) ? { table_id: Number(table) } : {}),
          ...(note ? { note: note.slice(0, reservationNoteMaxLength) } : {}),
        },
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const key = reservationErrorKey(error.code);
      const message = key ? t(key, { max: settings.max_users }) : error.message;
      return data({ error: message, code: error.code }, error.status);
    }
    throw error;
  }
  // A type 2 booking's page then offers "Choose your food" (ADR 030).
  const path = `/${business.reference_id}/reservation/success/${booked.reservation.id}?booked=1`;
  return redirect(path, { status: 303 });
}
