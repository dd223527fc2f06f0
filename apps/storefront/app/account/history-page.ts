/** The page asked for: a whole number from 1 (anything else is the first page). */
export function historyPage(url: URL): number {
  const page = url.searchParams.get("page") ?? "1";
  return /^[1-9][0-9]{0,3}$/.test(page) ? Number(page) : 1;
}
