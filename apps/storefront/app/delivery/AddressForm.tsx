import type { AddressFieldName } from "@storefront/api-client";
import { Form, useNavigation } from "@remix-run/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "../language/use-translation";
import {
  addressTypeChoices,
  addressTypesOfField,
  type AddressType,
  fieldAppliesToType,
} from "./address-field-rules";
import { AddressField } from "./AddressField";
import { type AddressErrors, type AddressFieldSettings, validateAddress } from "./validate-address";

/**
 * The delivery form (spec 3, "Address form fields"; spec 5, each field on or off, required, and its
 * rule): the address type as radio buttons, then the fields the business switched on. The fields
 * of the other types hide with CSS (no JavaScript needed); with JavaScript each field is checked
 * on its trigger and the whole form before it posts, by the same `validateAddress` the action runs.
 */
export function AddressForm({
  fields,
  order,
  initialType,
  initialValues,
  serverErrors,
  before,
  submitLabel,
}: {
  fields: AddressFieldSettings;
  /** The order the fields are read in: the country's (ADR 044). */
  order: readonly AddressFieldName[];
  initialType: AddressType;
  initialValues: Partial<Record<AddressFieldName, string>>;
  serverErrors: AddressErrors | null;
  /** Fields of the page's own before the address type (a saved location's name and place). */
  before?: ReactNode;
  /** The button's words; "Continue to checkout" by default. */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [type, setType] = useState<AddressType>(initialType);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<AddressErrors>(serverErrors ?? {});
  const [attempted, setAttempted] = useState(serverErrors !== null);
  const names = order.filter((name) => fields[name].on);
  const shownErrors = Object.entries(errors).filter(
    ([name]) => name === "type" || fieldAppliesToType(name as AddressFieldName, type),
  );

  const check = (name: AddressFieldName, value: string) => {
    const result = validateAddress({ ...values, type: String(type), [name]: value }, fields);
    setErrors((current) => {
      const next = { ...current };
      const error = result.ok ? undefined : result.errors[name];
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const result = validateAddress({ ...values, type: String(type) }, fields);
    if (result.ok) return;
    event.preventDefault();
    setErrors(result.errors);
    setAttempted(true);
    const first = names.find((name) => result.errors[name]);
    if (first) document.getElementById(`address-${first}`)?.focus();
  };

  return (
    <Form method="post" className="address-form" onSubmit={submit} noValidate>
      {attempted && shownErrors.length > 0 && (
        <p role="alert" className="delivery-alert">
          {t("delivery.form.fix")}
        </p>
      )}
      {before}
      <fieldset
        className="address-types"
        aria-describedby={errors.type ? "address-type-error" : undefined}
      >
        <legend>{t("delivery.form.type")}</legend>
        {addressTypeChoices.map((choice) => (
          <label key={choice.type} className="address-type">
            <input
              type="radio"
              name="type"
              value={choice.type}
              checked={type === choice.type}
              onChange={() => {
                setType(choice.type);
                setErrors(({ type: _type, ...rest }) => rest);
              }}
            />
            <span>{t(`delivery.form.types.${choice.key}`)}</span>
          </label>
        ))}
        {errors.type && (
          <p id="address-type-error" className="field-error">
            {t("delivery.errors.TYPE")}
          </p>
        )}
      </fieldset>
      <div className="address-fields">
        {names.map((name) => (
          <AddressField
            key={name}
            name={name}
            setting={fields[name]}
            types={addressTypesOfField(name)}
            value={values[name] ?? ""}
            error={errors[name] ?? null}
            onValue={(value, checkNow) => {
              setValues((current) => ({ ...current, [name]: value }));
              if (checkNow) check(name, value);
            }}
            onCheck={(value) => check(name, value)}
          />
        ))}
      </div>
      <button type="submit" className="delivery-button delivery-button--primary" disabled={busy}>
        {submitLabel ?? t("delivery.form.submit")}
      </button>
    </Form>
  );
}
