import type { MenuCategoryDto } from "@storefront/api-client";
import type { CategorySchedule } from "@storefront/domain";

/** A category's stored weekday schedule as the menu answers it (`available`). */
export function scheduleDto(schedule: CategorySchedule): NonNullable<MenuCategoryDto["available"]> {
  return {
    days: schedule.days.map((day) => ({
      closed: day.closed,
      shifts: day.shifts.map(({ time_from, time_to }) => ({ time_from, time_to })),
    })),
    ...(schedule.pin_schedule === undefined ? {} : { pin_schedule: schedule.pin_schedule }),
  };
}
