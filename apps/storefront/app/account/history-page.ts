/** The page asked for: a whole number from 1 (anything else is the first page). */
export function historyPage(url: URL): number {
  const page = url.searchParams.get("page") ?? "1";
  return /^[1-9][0-9]{0,3}$/.test(page) ? Number(page) : 1;
}

/** A history page's number and the addresses of its newer and older neighbours, where they are. */
export interface HistoryPages {
  readonly page: number;
  readonly newer: string | null;
  readonly older: string | null;
}

/** The neighbours of `page` of the history at `path`; the first page's address has no `?page=`. */
export function historyPages(path: string, page: number, hasOlder: boolean): HistoryPages {
  return {
    page,
    newer: page > 1 ? `${path}${page > 2 ? `?page=${page - 1}` : ""}` : null,
    older: hasOlder ? `${path}?page=${page + 1}` : null,
  };
}
