import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { boardColumns, boardTitle, groupBoard, pendingCount } from "../board/group-board";
import { moveOrderAction } from "../board/move-order.server";
import { OrderCard } from "../board/OrderCard";
import { useLiveBoard, useNewOrderChime } from "../board/use-live-board";
import { translate } from "../language/translate";
import { useLanguage, useTranslate } from "../language/use-language";
import { formatDayTime } from "../layout/format";
import { localized } from "../layout/localized";
import { PageError } from "../layout/PageError";
import { StaffShell } from "../layout/StaffShell";
import { requireStaff } from "../session/require-staff.server";

/** The tab says how many new orders wait: "(2) Orders". */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? boardTitle(data.pending, translate(data.language)("board.title"))
      : translate("en")("board.title"),
  },
];

/** The open orders of the staff's branches, or of the branch chosen (`?branch=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  const branch = new URL(request.url).searchParams.get("branch");
  const branchId = branch && /^[1-9]\d{0,9}$/.test(branch) ? branch : undefined;
  const board = await api.boardOrders({ query: { view: "open", branch_id: branchId } });
  return data(
    {
      me,
      language,
      orders: board.orders,
      now: board.now,
      pending: pendingCount(board.orders),
      branchId: branchId ? Number(branchId) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function action({ request }: ActionFunctionArgs) {
  return moveOrderAction(request);
}

export default function Board() {
  const { me, orders, now, pending, branchId } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const location = useLocation();
  const live = useLiveBoard();
  useNewOrderChime(
    orders.filter((entry) => entry.order.status_name === "pending").map((entry) => entry.order.id),
  );
  const board = groupBoard(orders);
  const timeZone = me.business.time_zone;
  const returnTo = location.pathname + location.search;
  const branches = me.business.branches;
  const card = (entry: (typeof orders)[number]) => (
    <li key={entry.order.id}>
      <OrderCard
        entry={entry}
        now={now}
        timeZone={timeZone}
        failure={acted?.failure}
        returnTo={returnTo}
        showBranch={branches.length > 1 && branchId === null}
      />
    </li>
  );
  return (
    <StaffShell me={me}>
      <div className="board__top">
        <h1>{t("board.title")}</h1>
        <p className="board__live" role="status" data-live={live}>
          {t(`board.live.${live}`)}
        </p>
      </div>
      {branches.length > 1 && (
        <nav className="branch-filter" aria-label={t("board.branches")}>
          <Link to="/" aria-current={branchId === null ? "page" : undefined}>
            {t("board.allBranches")}
          </Link>
          {branches.map((branch) => (
            <Link
              key={branch.id}
              to={`/?branch=${branch.id}`}
              aria-current={branchId === branch.id ? "page" : undefined}
            >
              {localized(branch.name, language)}
            </Link>
          ))}
        </nav>
      )}
      {acted?.failure && acted.failure.orderId === null && (
        <p className="alert alert--error" role="alert">
          {acted.failure.message}
        </p>
      )}
      <p className="board__summary">{t("board.pendingCount", { count: pending })}</p>
      <div className="board">
        {boardColumns.map((column) => (
          <section
            key={column}
            className={`board__column board__column--${column}`}
            aria-labelledby={`column-${column}`}
          >
            <h2 id={`column-${column}`}>
              {t(`board.columns.${column}`)}{" "}
              <span className="board__count">{board.columns[column].length}</span>
            </h2>
            {board.columns[column].length === 0 ? (
              <p className="board__empty">{t("board.empty")}</p>
            ) : (
              <ul className="board__cards">{board.columns[column].map(card)}</ul>
            )}
          </section>
        ))}
        <section
          className="board__column board__column--scheduled"
          aria-labelledby="column-scheduled"
        >
          <h2 id="column-scheduled">
            {t("board.columns.scheduled")}{" "}
            <span className="board__count">
              {board.scheduled.reduce((sum, group) => sum + group.orders.length, 0)}
            </span>
          </h2>
          {board.scheduled.length === 0 ? (
            <p className="board__empty">{t("board.empty")}</p>
          ) : (
            board.scheduled.map((group) => (
              <section
                key={group.slot}
                className="board__slot"
                aria-label={formatDayTime(group.slot, language, timeZone)}
              >
                <h3 className="board__slot-title">
                  {formatDayTime(group.slot, language, timeZone)}
                </h3>
                <ul className="board__cards">{group.orders.map(card)}</ul>
              </section>
            ))
          )}
        </section>
      </div>
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
