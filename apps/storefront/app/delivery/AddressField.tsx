import type { AddressFieldName, AddressFieldSetting } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import type { AddressType } from "./address-field-rules";
import { keepDigits } from "./keep-digits";
import { type AddressFieldError, addressFieldRule } from "./validate-address";

/** Browser autofill hints for the fields that have one. */
const autoComplete: Partial<Record<AddressFieldName, string>> = {
  city: "address-level2",
  postcode: "postal-code",
};

/**
 * One field of the delivery form: its label (marked when required), its maximum length, digits
 * only when the business says so (anything else is dropped as it is typed), and its refusal beside
 * it, tied with aria-describedby and aria-invalid. `data-types` names the address types it belongs
 * to, for the stylesheet that hides the others.
 */
export function AddressField({
  name,
  setting,
  types,
  value,
  error,
  onValue,
  onCheck,
}: {
  name: AddressFieldName;
  setting: AddressFieldSetting;
  types: readonly AddressType[];
  value: string;
  error: AddressFieldError | null;
  /** A new value, and whether to check it now (the onChange trigger, or a refusal shown). */
  onValue: (value: string, checkNow: boolean) => void;
  /** Check the value (the onBlur trigger). */
  onCheck: (value: string) => void;
}) {
  const { t } = useTranslation();
  const rule = addressFieldRule(name, setting);
  const id = `address-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    maxLength: rule.maxLength,
    autoComplete: autoComplete[name],
    "aria-required": rule.required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onBlur: (event: { target: { value: string } }) => {
      if (rule.trigger === "onBlur") onCheck(event.target.value);
    },
    onChange: (event: { target: { value: string } }) => {
      const next = rule.digitsOnly ? keepDigits(event.target.value) : event.target.value;
      onValue(next, rule.trigger === "onChange" || error !== null);
    },
  };
  return (
    <div className="delivery-field address-field" data-types={types.join(" ")}>
      <label htmlFor={id}>
        {t(`delivery.fields.${name}`)}
        {rule.required && <span className="delivery-required"> {t("delivery.form.required")}</span>}
      </label>
      {name === "note" ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} inputMode={rule.digitsOnly ? "numeric" : undefined} />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error.code === "PATTERN" && error.message
            ? error.message
            : t(`delivery.errors.${error.code}`, { max: error.maxLength })}
        </p>
      )}
    </div>
  );
}
