import type { z } from "zod";
import type { boardReservationsAnswerSchema } from "@storefront/api-client";

export type DayReservation = z.infer<typeof boardReservationsAnswerSchema>["reservations"][number];

/** The moves of a reservation, by its status: pending → accept or reject; accepted → complete or reject. */
export type ReservationMove = "accept" | "reject" | "complete";

export const reservationStatusOfMove: Readonly<Record<ReservationMove, 1 | 2 | 3>> = {
  accept: 1,
  reject: 2,
  complete: 3,
};

/**
 * What staff may do with a reservation now (docs/decisions/028-reservations.md).
 * `reservationMoves("pending")` → `["accept", "reject"]`
 */
export function reservationMoves(
  status: DayReservation["reservation"]["status_name"],
): ReservationMove[] {
  if (status === "pending") return ["accept", "reject"];
  if (status === "accepted") return ["complete", "reject"];
  return [];
}

export interface TableGroup {
  /** The table's name, or null for a reservation by seats. */
  readonly table: string | null;
  readonly reservations: readonly DayReservation[];
}

export interface SlotOfDay {
  readonly time: string;
  readonly tables: readonly TableGroup[];
}

/**
 * A day's reservations by slot (HH:mm, the earliest first), then by table (by name, numbers in
 * order; those without a table last).
 */
export function groupReservationDay(day: readonly DayReservation[]): SlotOfDay[] {
  const slots = new Map<string, Map<string | null, DayReservation[]>>();
  for (const entry of day) {
    const { time, table } = entry.reservation;
    const tables = slots.get(time) ?? new Map<string | null, DayReservation[]>();
    const name = table?.name ?? null;
    tables.set(name, [...(tables.get(name) ?? []), entry]);
    slots.set(time, tables);
  }
  const byName = new Intl.Collator("en", { numeric: true });
  return [...slots.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, tables]) => ({
      time,
      tables: [...tables.entries()]
        .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : byName.compare(a, b)))
        .map(([table, reservations]) => ({ table, reservations })),
    }));
}

/** A day (YYYY-MM-DD) moved by whole days: `shiftDay("2026-11-30", 1) === "2026-12-01"` */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a text is a real calendar day, YYYY-MM-DD. */
export function isDay(text: string | null): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T12:00:00Z`).toISOString().slice(0, 10) === text;
}
