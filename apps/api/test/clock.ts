/**
 * Monday 23 November 2026, 12:00 in Kuwait (10:00 in Zurich): the moment most API tests stand at,
 * when the demo businesses and the order fixture are open.
 */
export const mondayNoon = new Date("2026-11-23T09:00:00Z");

/** The API's clock in a test: it stands at the moment the test sets until the test moves it. */
export interface TestClock {
  readonly now: () => Date;
  readonly advance: (seconds: number) => void;
  readonly set: (moment: Date) => void;
}

export function testClock(start: Date): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (seconds) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
    set: (moment) => {
      current = moment;
    },
  };
}
