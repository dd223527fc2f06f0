import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "../language/use-translation";
import type { HistoryPages } from "./history-page";

/**
 * A page of one of the customer's histories (orders, reservations, the wallet's credit): its
 * entries as a list, or the words for none, then the links to the newer and older pages.
 */
export function HistoryList<Entry extends { readonly id: number }>({
  entries,
  none,
  pages,
  entryClassName = "cart-line",
  newerLabel,
  olderLabel,
  children,
}: {
  entries: readonly Entry[];
  none: string;
  pages: HistoryPages;
  entryClassName?: string;
  newerLabel?: string;
  olderLabel?: string;
  /** What an entry's line holds. */
  children: (entry: Entry) => ReactNode;
}) {
  const { t } = useTranslation();
  const { page, newer, older } = pages;
  return (
    <>
      {entries.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="cart-lines">
          {entries.map((entry) => (
            <li key={entry.id} className={entryClassName}>
              {children(entry)}
            </li>
          ))}
        </ul>
      )}
      {(newer || older) && (
        <nav className="history__pages" aria-label={t("history.page", { page })}>
          {newer && <Link to={newer}>{newerLabel ?? t("history.newer")}</Link>}
          {older && <Link to={older}>{olderLabel ?? t("history.older")}</Link>}
        </nav>
      )}
    </>
  );
}
