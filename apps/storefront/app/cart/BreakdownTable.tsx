import { useTranslation } from "react-i18next";
import type { BreakdownRow } from "./breakdown-rows";

/** The priced order, row by row as the server computed it, and its total. */
export function BreakdownTable({
  rows,
  total,
  included,
}: {
  rows: readonly BreakdownRow[];
  total: string;
  included: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <section className="breakdown" aria-labelledby="breakdown-title">
      <h3 id="breakdown-title" className="visually-hidden">
        {t("cart.breakdown")}
      </h3>
      <dl className="breakdown__rows">
        {rows.map((row) => (
          <div
            key={row.key}
            className={`breakdown__row${row.deduction ? " breakdown__row--off" : ""}`}
          >
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.amount}</bdi>
            </dd>
          </div>
        ))}
        <div className="breakdown__row breakdown__row--total">
          <dt>{t("cart.total")}</dt>
          <dd>
            <bdi data-testid="order-total">{total}</bdi>
          </dd>
        </div>
      </dl>
      {included.map((line) => (
        <p key={line} className="breakdown__note">
          {line}
        </p>
      ))}
    </section>
  );
}
