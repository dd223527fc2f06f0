import { ActionButton } from "../layout/ActionButton";
import { Form } from "@remix-run/react";
import type { StaffMenuItem } from "@storefront/api-client";
import { money, toDecimalString } from "@storefront/domain";
import { useLanguage, useTranslate } from "../language/use-language";
import { formatTime } from "../layout/format";
import { localized } from "../layout/localized";

interface MenuDishProps {
  readonly dish: StaffMenuItem;
  readonly currency: string;
  readonly timeZone: string;
  /** Managers and owners change prices and show or hide dishes; every role marks sold out. */
  readonly canEdit: boolean;
  /** What went wrong with this dish's last change, in the staff's words. */
  readonly problem?: string;
}

/**
 * One dish at one branch: sold out now (and back), its options sold out, and for managers its
 * prices and whether it is shown. Each change is a plain form: no script is needed.
 */
export function MenuDish({ dish, currency, timeZone, canEdit, problem }: MenuDishProps) {
  const t = useTranslate();
  const language = useLanguage();
  const name = localized(dish.name, language);
  const soldOut = dish.sold_out_since !== null;
  const problemId = `dish-${dish.id}-problem`;
  return (
    <li
      id={`dish-${dish.id}`}
      className={`dish${soldOut ? " dish--sold-out" : ""}${dish.visible ? "" : " dish--hidden"}`}
    >
      <div className="dish__head">
        <h3 className="dish__name">{name}</h3>
        <p className="dish__state">
          {soldOut && (
            <span className="chip chip--sold-out">
              {t("menu.soldOutSince", {
                time: formatTime(dish.sold_out_since ?? "", language, timeZone),
              })}
            </span>
          )}
          {!dish.visible && <span className="chip">{t("menu.hidden")}</span>}
          {!soldOut && dish.visible && (
            <span className="chip chip--on-sale">{t("menu.onSale")}</span>
          )}
        </p>
      </div>
      {problem && (
        <p id={problemId} className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
      <div className="dish__actions">
        <ActionButton
          fields={{ intent: "sold_out", item_id: dish.id, sold_out: String(!soldOut) }}
          label={t(soldOut ? "menu.backOnSale" : "menu.markSoldOut")}
          name={t(soldOut ? "menu.backOnSaleWhat" : "menu.soldOutWhat", { what: name })}
          className={`button${soldOut ? " button--primary" : " button--danger-outline"}`}
          stay
        />
        {canEdit && (
          <ActionButton
            fields={{ intent: "visibility", item_id: dish.id, visible: String(!dish.visible) }}
            label={t(dish.visible ? "menu.hide" : "menu.show")}
            name={t(dish.visible ? "menu.hideWhat" : "menu.showWhat", { what: name })}
            stay
          />
        )}
      </div>
      <ul className="dish__prices">
        {dish.prices.map((price) => {
          const shown = toDecimalString(money(price.price, currency));
          const label = localized(price.label, language) || t("menu.price");
          return (
            // Keyed by the price too: a saved price replaces what was typed, as a new page would.
            <li key={`${price.id}:${price.price}`}>
              {canEdit ? (
                <Form method="post" replace preventScrollReset className="dish__price-form">
                  <input type="hidden" name="intent" value="price" />
                  <input type="hidden" name="item_id" value={dish.id} />
                  <input type="hidden" name="price_label_id" value={price.id} />
                  <label htmlFor={`price-${price.id}`}>
                    <span className="visually-hidden">{name} · </span>
                    {label} ({currency})
                  </label>
                  <input
                    id={`price-${price.id}`}
                    name="price"
                    defaultValue={shown}
                    inputMode="decimal"
                    autoComplete="off"
                    dir="ltr"
                    size={8}
                    aria-describedby={problem ? problemId : undefined}
                  />
                  <button type="submit" className="button">
                    {t("menu.savePrice")}
                  </button>
                </Form>
              ) : (
                <span>
                  {label}: <bdi dir="ltr">{`${shown} ${currency}`}</bdi>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {dish.options.length > 0 && (
        <details className="dish__options">
          <summary>
            {t("menu.options", {
              count: dish.options.length,
              soldOut: dish.options.filter((option) => option.sold_out_since).length,
            })}
          </summary>
          <ul>
            {dish.options.map((option) => {
              const optionName = localized(option.name, language);
              const optionSoldOut = option.sold_out_since !== null;
              return (
                <li key={option.id} className="dish__option">
                  <span>
                    {optionName}
                    {optionSoldOut && (
                      <span className="chip chip--sold-out">{t("menu.soldOut")}</span>
                    )}
                  </span>
                  <ActionButton
                    fields={{
                      intent: "option_sold_out",
                      item_id: dish.id,
                      modifier_id: option.id,
                      sold_out: String(!optionSoldOut),
                    }}
                    label={t(optionSoldOut ? "menu.backOnSale" : "menu.markSoldOut")}
                    name={t(optionSoldOut ? "menu.backOnSaleWhat" : "menu.soldOutWhat", {
                      what: `${name} · ${optionName}`,
                    })}
                    className="button button--quiet"
                    stay
                  />
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </li>
  );
}
