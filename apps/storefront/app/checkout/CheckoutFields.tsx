import { useState } from "react";
import { useTranslation } from "../language/use-translation";
import { describedBy, FieldError } from "../layout/FieldError";
import type { CheckoutField } from "./checkout-machine-page";
import type { CheckoutView } from "./checkout-view";
import { useApplePay } from "./use-apple-pay";

/** What is wrong with a field, in words, beside it; none without JavaScript (the action says it above the form). */
export type FieldErrors = Partial<Record<CheckoutField, string>>;

/** The car a car-pickup order is brought to: each field's name, its label and what it shows. */
const carFields = [
  { name: "car_model", label: "checkout.carModel", value: "model" },
  { name: "car_color", label: "checkout.carColor", value: "color" },
  { name: "plate_number", label: "checkout.plateNumber", value: "plate_number" },
] as const;

/**
 * The checkout's own fields, each a plain form control: the table (dine-in) or the car (car
 * pickup), the customer's name and phone, when, how they pay, the gift and the note. `errors`
 * says beside a field what the checkout machine refused in it.
 */
export function CheckoutFields({
  view,
  errors = {},
}: {
  view: CheckoutView;
  errors?: FieldErrors;
}) {
  const { t } = useTranslation();
  const [when, setWhen] = useState(view.when);
  const canPayWithApplePay = useApplePay();
  return (
    <>
      {view.tables && (
        <section className="checkout__section" aria-labelledby="table-title">
          <h3 id="table-title">{view.tables.tableLabel}</h3>
          <label className="field" htmlFor="table_id">
            {view.tables.tableLabel}
          </label>
          <select
            id="table_id"
            name="table_id"
            defaultValue={view.tableId ?? ""}
            required
            {...describedBy("table_id-error", errors.table_id)}
          >
            <option value="">—</option>
            {view.tables.floors.map((floor) => (
              <optgroup key={floor.name} label={`${view.tables?.floorLabel}: ${floor.name}`}>
                {floor.tables.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldError id="table_id-error" error={errors.table_id} />
        </section>
      )}

      {view.car !== undefined && (
        <fieldset className="checkout__section">
          <legend>{t("checkout.car")}</legend>
          {carFields.map(({ name, label, value }) => (
            <TextField
              key={name}
              name={name}
              label={t(label)}
              value={view.car?.[value]}
              required
              error={errors[name]}
            />
          ))}
        </fieldset>
      )}

      <fieldset className="checkout__section">
        <legend>{t("checkout.contact")}</legend>
        <TextField
          name="name"
          label={t("checkout.name")}
          value={view.name}
          required
          autoComplete="name"
          error={errors.name}
        />
        <div className="phone-field">
          <div className="text-field">
            <SelectField
              name="dial_code"
              label={t("checkout.dialCode")}
              choices={view.dialCodes}
              value={view.dialCode}
            />
          </div>
          <TextField
            name="phone"
            label={t("checkout.phone")}
            value={view.phone}
            required
            // A national number: HTML allows tel-national on a text field, not a tel one.
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            error={errors.phone}
          />
        </div>
      </fieldset>

      <fieldset className="checkout__section checkout__when">
        <legend>{t("checkout.when")}</legend>
        {view.canOrderNow && (
          <WhenChoice value="now" label={t("checkout.now")} chosen={when} onChoose={setWhen} />
        )}
        {view.slots.length > 0 ? (
          <>
            <WhenChoice
              value="later"
              label={t("checkout.later")}
              chosen={when}
              onChoose={setWhen}
            />
            {/* Hidden while "As soon as possible" is chosen, by the stylesheet (also without JavaScript). */}
            <div className="checkout__slot">
              <SelectField
                name="slot"
                label={t("checkout.slot")}
                choices={view.slots}
                value={view.chosenSlot}
              />
            </div>
          </>
        ) : (
          !view.canOrderNow && <p className="form-error">{t("checkout.noSlots")}</p>
        )}
      </fieldset>

      <fieldset className="checkout__section">
        <legend>{t("checkout.payment")}</legend>
        {view.payments
          .filter((payment) => !payment.applePay || canPayWithApplePay)
          .map((payment) => (
            <label key={payment.code} className="choice">
              <input
                type="radio"
                name="payment_type"
                value={payment.code}
                defaultChecked={payment.code === view.paymentType}
              />
              <span>{payment.label}</span>
            </label>
          ))}
      </fieldset>

      {view.gift !== undefined && (
        // Folded until the customer sends the order as a gift (open when the cart holds one).
        <details className="checkout__section checkout__gift" open={view.gift !== null}>
          <summary>{t("checkout.gift")}</summary>
          <TextField
            name="gift_name"
            label={t("checkout.giftName")}
            value={view.gift?.recipient_name}
          />
          <TextField
            name="gift_phone"
            label={t("checkout.giftPhone")}
            value={view.gift?.recipient_phone}
            type="tel"
            dir="ltr"
          />
          <TextField
            name="gift_message"
            label={t("checkout.giftMessage")}
            value={view.gift?.message}
          />
        </details>
      )}

      <div className="checkout__section">
        <label className="field" htmlFor="note">
          {t("checkout.notes")}
        </label>
        <textarea id="note" name="note" defaultValue={view.note} maxLength={500} rows={2} />
      </div>
    </>
  );
}

function TextField({
  name,
  label,
  value,
  error,
  ...input
}: {
  name: string;
  label: string;
  value: string | undefined;
  /** What the checkout machine refused in this field. */
  error?: string | undefined;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "defaultValue">) {
  return (
    <div className="text-field">
      <label className="field" htmlFor={name}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        defaultValue={value ?? ""}
        {...input}
        {...describedBy(`${name}-error`, error)}
      />
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}

/** A drop-down of `choices` under its label, `value` preselected. */
function SelectField({
  name,
  label,
  choices,
  value,
}: {
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string | undefined;
}) {
  return (
    <>
      <label className="field" htmlFor={name}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={value}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** One answer to "when": as soon as possible, or later at a time from the list. */
function WhenChoice({
  value,
  label,
  chosen,
  onChoose,
}: {
  value: CheckoutView["when"];
  label: string;
  chosen: CheckoutView["when"];
  onChoose: (when: CheckoutView["when"]) => void;
}) {
  return (
    <label className="choice">
      <input
        type="radio"
        name="when"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
      />
      <span>{label}</span>
    </label>
  );
}
