/**
 * A table of the spec's numeric codes, name to code (`{ pending: 0, accepted: 1 }`). Each code
 * appears once, so a code names exactly one entry.
 */
export type CodeTable = Readonly<Record<string, number>>;

/** A name of a code table: `CodeName<typeof orderStatuses>` is `"pending" | "accepted" | ...`. */
export type CodeName<T extends CodeTable> = keyof T & string;

/** A code of a code table: `CodeValue<typeof orderStatuses>` is `0 | 1 | 2 | 3 | 4 | 5 | 9 | 10`. */
export type CodeValue<T extends CodeTable> = T[CodeName<T>];
