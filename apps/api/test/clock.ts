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
