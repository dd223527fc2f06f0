import type { ReservationDto } from "@storefront/api-client";
import { pickText } from "@storefront/domain";

import type { translate } from "../language/translate";
import { latinDateTime } from "../language/latin-digits";

type Translate = ReturnType<typeof translate>;

/** A reservation as the success and history pages show it, in the interface language. */
export interface ReservationView {
  readonly id: number;
  readonly path: string;
  /** The slot's date and time in the business's zone, formatted for the language. */
  readonly when: string;
  readonly whenIso: string;
  readonly party: string;
  readonly partySize: number;
  /** The table and its floor, or null without tables. */
  readonly table: string | null;
  readonly branch: string;
  readonly status: string;
  readonly statusName: ReservationDto["status_name"];
  readonly note: string | null;
  /** Type 2: the order placed with it, or null. */
  readonly orderPath: string | null;
  readonly orderId: number | null;
  readonly orderRequired: boolean;
}

/**
 * The words of a reservation: its slot in the business's time zone (`Intl.DateTimeFormat` in the
 * interface language), the party, table, branch, and its status in words (spec 4: pending 0,
 * accepted 1, rejected 2, completed 3).
 */
export function reservationView(
  reservation: ReservationDto,
  business: { reference_id: string; time_zone: string; locales: readonly string[] },
  language: string,
  t: Translate,
): ReservationView {
  const base = `/${business.reference_id}`;
  const when = latinDateTime(language, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: business.time_zone,
  }).format(new Date(reservation.from));
  const table = reservation.table
    ? [
        t("reservation.tableName", { name: reservation.table.name }),
        pickText(reservation.table.floor, language, business.locales),
      ]
        .filter(Boolean)
        .join(" · ")
    : null;
  return {
    id: reservation.id,
    path: `${base}/reservation/success/${reservation.id}`,
    when,
    whenIso: reservation.from,
    party: t("reservation.guests", { people: reservation.party_size }),
    partySize: reservation.party_size,
    table,
    branch: pickText(reservation.branch_name, language, business.locales),
    status: t(`reservation.statusNames.${reservation.status_name}`),
    statusName: reservation.status_name,
    note: reservation.note,
    orderPath: reservation.order_id === null ? null : `${base}/order/${reservation.order_id}`,
    orderId: reservation.order_id,
    orderRequired: reservation.order_required,
  };
}
