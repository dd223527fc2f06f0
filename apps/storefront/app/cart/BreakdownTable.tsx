import { useTranslation } from "../language/use-translation";
import type { BreakdownRow } from "./breakdown-rows";

/** The rows and total of the payment methods that pay the same (the checkout's, ADR 039). */
export interface PaymentGroup {
  paymentTypes: readonly number[];
  rows: readonly BreakdownRow[];
  total: string;
}

/**
 * The priced order, row by row as the server computed it, and its total. With `byPayment`, the
 * rows and total that differ by payment method are drawn once per group of methods, each marked
 * with its methods (`data-for-payment`); the stylesheet shows the group of the checked method, so
 * the amount follows the customer's choice with JavaScript or without.
 */
export function BreakdownTable({
  rows,
  total,
  included,
  byPayment = null,
}: {
  rows: readonly BreakdownRow[];
  total: string;
  included: readonly string[];
  byPayment?: readonly PaymentGroup[] | null;
}) {
  const { t } = useTranslation();
  const groups = byPayment ?? [{ paymentTypes: [], rows: [], total }];
  return (
    <section className="breakdown" aria-labelledby="breakdown-title">
      <h3 id="breakdown-title" className="visually-hidden">
        {t("cart.breakdown")}
      </h3>
      <dl className="breakdown__rows">
        {rows.map((row) => (
          <Row key={row.key} row={row} />
        ))}
        {groups.map((group) => {
          const forPayment = byPayment ? group.paymentTypes.join(" ") : undefined;
          return [
            ...group.rows.map((row) => (
              <Row key={`${row.key}-${forPayment}`} row={row} forPayment={forPayment} />
            )),
            <div
              key={`total-${forPayment}`}
              className="breakdown__row breakdown__row--total"
              data-for-payment={forPayment}
            >
              <dt>{t("cart.total")}</dt>
              <dd>
                <bdi data-testid="order-total">{group.total}</bdi>
              </dd>
            </div>,
          ];
        })}
      </dl>
      {included.map((line) => (
        <p key={line} className="breakdown__note">
          {line}
        </p>
      ))}
    </section>
  );
}

function Row({ row, forPayment }: { row: BreakdownRow; forPayment?: string | undefined }) {
  return (
    <div
      className={`breakdown__row${row.deduction ? " breakdown__row--off" : ""}`}
      data-for-payment={forPayment}
      data-row={row.key}
    >
      <dt>{row.label}</dt>
      <dd>
        <bdi>{row.amount}</bdi>
      </dd>
    </div>
  );
}
