import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatSignedMoney, money } from "@storefront/domain";
import { useTranslation } from "../language/use-translation";
import { withSignIn } from "../account/guards.server";
import { historyPage, historyPages } from "../account/history-page";
import { HistoryList } from "../account/HistoryList";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { loadWalletPage } from "../wallet/wallet-page.server";
import { latinDateTime } from "../language/latin-digits";

// `/{referenceId}/wallet/history` (signed in; docs/decisions/029-wallet-pages.md): the credit
// history, newest first, twenty a page (`?page=`): what each entry was in words, its date in the
// interface language and the business's time zone, and its amount with its sign.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, signedIn, t, home, base } = await loadWalletPage(
    request,
    params.referenceId,
  );
  const page = historyPage(new URL(request.url));
  const answer = await withSignIn(request, business.reference_id, () =>
    signedIn.api.getWalletHistory({
      params: { referenceId: business.reference_id },
      query: { page },
    }),
  );
  const dates = latinDateTime(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: business.time_zone,
  });
  return {
    home,
    base,
    title: t("wallet.history"),
    pages: historyPages(`${base}/history`, page, page * answer.per_page < answer.total),
    entries: answer.creditHistory.map((entry) => ({
      id: entry.id,
      kind: t(`wallet.kinds.${entry.kind}`),
      credit: entry.amount > 0,
      // The sign stays before the digits in right-to-left text too.
      amount: formatSignedMoney(money(entry.amount, entry.currency), language, { plus: true }),
      date: dates.format(new Date(entry.created_at)),
      dateTime: entry.created_at,
      order: entry.order_id && {
        id: entry.order_id,
        path: `/${business.reference_id}/order/${entry.order_id}`,
      },
    })),
  };
}

export default function WalletHistoryPage() {
  const { home, base, title, pages, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: `${base}/home`, label: t("wallet.title") }}>
      <h2 className="menu__title">{title}</h2>
      <HistoryList
        entries={entries}
        none={t("wallet.noHistory")}
        pages={pages}
        entryClassName="cart-line wallet__entry"
        newerLabel={t("wallet.newer")}
        olderLabel={t("wallet.older")}
      >
        {(entry) => (
          <>
            <div className="cart-line__text">
              <span className="cart-line__name">{entry.kind}</span>
              <span className="cart-line__detail">
                <time dateTime={entry.dateTime}>{entry.date}</time>
              </span>
              {entry.order && (
                <span className="cart-line__detail">
                  <Link to={entry.order.path}>{t("history.order", { id: entry.order.id })}</Link>
                </span>
              )}
            </div>
            <bdi
              className={`cart-line__amount ${entry.credit ? "wallet__credit" : "wallet__debit"}`}
            >
              {entry.amount}
            </bdi>
          </>
        )}
      </HistoryList>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
