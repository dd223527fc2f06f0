import { Form, useNavigation } from "@remix-run/react";
import { formatMoney, money, priceCart } from "@storefront/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../language/use-translation";
import type { ItemView } from "./item-view";
import { PriceTag } from "../pricing/PriceTag";

/** How many of each modifier the customer chose, by modifier id. */
type Choices = Record<number, number>;

/**
 * The item page's order form (spec 5): a price option, each modifier group with its choice rule,
 * the note (required when the item says so), the count within the option's limits (its minimum
 * first), and Add to cart with a price that follows every choice, computed by the domain. A plain
 * form post: it works before JavaScript arrives, and the server checks every choice again.
 */
export function ItemOrderForm({
  item,
  noteLabel,
  error,
  errorField = null,
  language,
}: {
  item: ItemView;
  /** The note's label in the business's words ("Note for the kitchen", its kitchen_label). */
  noteLabel: string;
  /** Why the server refused the last try, in words. */
  error: string | null;
  /** The field the refusal is about (text it cannot take), said beside it; else above the form. */
  errorField?: "comment" | null;
  language: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [labelId, setLabelId] = useState(item.labels[0]?.id ?? 0);
  const label = item.labels.find(({ id }) => id === labelId) ?? item.labels[0];
  const [quantity, setQuantity] = useState(label?.minimum ?? 1);
  const [choices, setChoices] = useState<Choices>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A customer on a slow phone may choose before the page's JavaScript arrives: hydration keeps
  // what the form shows, but the state starts from the defaults, so take the form's choices once.
  useEffect(() => {
    if (!formRef.current) return;
    const shown = choicesOfForm(new FormData(formRef.current));
    if (item.labels.some(({ id }) => id === shown.labelId)) setLabelId(shown.labelId);
    if (shown.quantity > 0) setQuantity(shown.quantity);
    setChoices(shown.choices);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page hydrates
  }, []);
  if (!label) return null;

  const chosen = Object.entries(choices).filter(([, count]) => count > 0);
  const modifierById = new Map(
    item.groups.flatMap((group) => group.modifiers.map((m) => [m.id, m])),
  );
  const count = Math.min(Math.max(quantity, label.minimum), label.maximum);
  // Priced by the domain as the cart will price it: the page's menu discount on the dish's price,
  // its options in full.
  const priced = priceCart({
    currency: item.currency,
    sellingType: item.discounts?.sellingType ?? "delivery",
    discounts: item.discounts?.discounts ?? null,
    signedIn: false,
    lines: [
      {
        itemId: item.id,
        categoryId: item.categoryId,
        priceLabel: { id: label.id, price: label.amount },
        modifiers: chosen.map(([id, howMany]) => ({
          id: Number(id),
          quantity: howMany,
          price: modifierById.get(Number(id))?.amount ?? 0,
          taxes: [],
        })),
        comment: "",
        count,
        taxes: [],
        inclusiveTaxes: [],
      },
    ],
  });
  const format = (amount: number) => formatMoney(money(amount, item.currency), language);
  const price = format(priced.subtotal - priced.discountTotal);
  const original = priced.discountTotal > 0 ? format(priced.subtotal) : null;

  const choose = (groupIndex: number, modifierId: number, howMany: number) => {
    const group = item.groups[groupIndex];
    setChoices((current) => {
      const next = { ...current, [modifierId]: howMany };
      // A group that takes exactly one works like a radio: the new choice replaces the old.
      if (group && group.maximum === 1 && howMany > 0) {
        for (const other of group.modifiers) if (other.id !== modifierId) next[other.id] = 0;
      }
      return next;
    });
  };

  return (
    <Form
      ref={formRef}
      method="post"
      className="item-form"
      aria-describedby={error && !errorField ? "item-form-error" : undefined}
    >
      <input type="hidden" name="item_id" value={item.id} />
      <input type="hidden" name="category_id" value={item.categoryId} />
      {error && !errorField && (
        <p id="item-form-error" role="alert" className="form-error">
          {error}
        </p>
      )}

      {item.labels.length > 1 ? (
        <fieldset className="item__group">
          <legend>{t("item.options")}</legend>
          {item.labels.map((option) => (
            <label key={option.id} className="choice">
              <input
                type="radio"
                name="price_label_id"
                value={option.id}
                checked={option.id === labelId}
                onChange={() => {
                  setLabelId(option.id);
                  setQuantity(option.minimum);
                }}
              />
              <span>{option.label}</span>
              {option.price && (
                <PriceTag
                  className="choice__price"
                  price={option.price}
                  original={option.original}
                  originalLabel={item.originalLabel}
                />
              )}
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="price_label_id" value={label.id} />
      )}

      {item.groups.map((group, groupIndex) => (
        <fieldset key={group.id} className="item__group">
          <legend>{group.name}</legend>
          <p className="item__rule">{group.rule}</p>
          {group.modifiers.map((modifier) =>
            modifier.maxQuantity > 1 ? (
              <label key={modifier.id} className="choice">
                <span>{modifier.name}</span>
                <select
                  name="modifier"
                  aria-label={t("itemForm.modifierQuantity", { name: modifier.name })}
                  value={`${modifier.id}:${choices[modifier.id] ?? 0}`}
                  onChange={(event) =>
                    choose(groupIndex, modifier.id, Number(event.target.value.split(":")[1]))
                  }
                >
                  {Array.from({ length: modifier.maxQuantity + 1 }, (_, howMany) => (
                    <option key={howMany} value={howMany === 0 ? "" : `${modifier.id}:${howMany}`}>
                      {howMany}
                    </option>
                  ))}
                </select>
                {modifier.price && <bdi className="choice__price">{modifier.price}</bdi>}
              </label>
            ) : (
              <label key={modifier.id} className="choice">
                <input
                  type={group.maximum === 1 && group.minimum === 1 ? "radio" : "checkbox"}
                  name="modifier"
                  value={modifier.id}
                  checked={(choices[modifier.id] ?? 0) > 0}
                  onChange={(event) =>
                    choose(groupIndex, modifier.id, event.target.checked ? 1 : 0)
                  }
                />
                <span>{modifier.name}</span>
                {modifier.price && <bdi className="choice__price">{modifier.price}</bdi>}
              </label>
            ),
          )}
        </fieldset>
      ))}

      <label className="field" htmlFor="comment">
        {item.commentRequired ? t("itemForm.required", { label: noteLabel }) : noteLabel}
      </label>
      <textarea
        id="comment"
        name="comment"
        rows={2}
        maxLength={500}
        required={item.commentRequired}
        aria-invalid={errorField === "comment" || undefined}
        aria-describedby={errorField === "comment" ? "comment-error" : undefined}
      />
      {error && errorField === "comment" && (
        <p id="comment-error" role="alert" className="form-error">
          {error}
        </p>
      )}

      <div className="item-form__buy">
        <label className="field" htmlFor="quantity">
          {t("itemForm.quantity")}
        </label>
        <input
          id="quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={label.minimum}
          max={label.maximum}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value) || label.minimum)}
        />
        {!item.pricesHidden && original && (
          <p className="item-form__total">
            <PriceTag
              price={price}
              original={original}
              originalLabel={item.originalLabel}
              badge={item.badge}
            />
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {item.pricesHidden ? t("itemForm.addToCart") : t("itemForm.add", { price })}
        </button>
      </div>
    </Form>
  );
}

/** The price, count and modifiers a form shows, as its fields post them. */
function choicesOfForm(data: FormData): { labelId: number; quantity: number; choices: Choices } {
  const choices: Choices = {};
  for (const value of data.getAll("modifier")) {
    // A checkbox posts its modifier's id, a count's select "id:count" ("" for none).
    const [id, howMany = "1"] = String(value).split(":");
    if (id) choices[Number(id)] = Number(howMany);
  }
  const quantity = Number(data.get("quantity"));
  return {
    labelId: Number(data.get("price_label_id")),
    quantity: Number.isInteger(quantity) ? quantity : 0,
    choices,
  };
}
