import { Form } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { describedBy, FieldError } from "../layout/FieldError";
import { SubmitButton } from "../layout/SubmitButton";
import type { Channel } from "./login-form";

export interface PhoneStepProps {
  countries: { value: string; label: string }[];
  country: string;
  channels: Channel[];
  answer?: { error?: string; phone?: string; country?: string };
  busy: boolean;
  submitLabel: string;
  /** The code asked for before has expired: said above the form, unless the post's own error is. */
  expired: boolean;
}

/** A phone with its country and, where the business has WhatsApp, the channel for the code. */
export function PhoneStepForm({
  countries,
  country,
  channels,
  answer,
  busy,
  submitLabel,
  expired,
}: PhoneStepProps) {
  const { t } = useTranslation();
  return (
    <>
      {expired && !answer?.error && (
        <p role="alert" className="form-error">
          {t("login.errors.OTP_EXPIRED")}
        </p>
      )}
      <Form method="post" className="account__form" noValidate>
        <input type="hidden" name="intent" value="send" />
        <div className="phone-field">
          <div className="text-field">
            <label className="field" htmlFor="login-country">
              {t("login.country")}
            </label>
            <select
              id="login-country"
              name="country"
              defaultValue={answer?.country ?? country}
              autoComplete="tel-country-code"
            >
              {countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="text-field">
            <label className="field" htmlFor="login-phone">
              {t("login.phone")}
            </label>
            <input
              id="login-phone"
              name="phone"
              // A national number: HTML allows tel-national on a text field, not a tel one.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              dir="ltr"
              required
              maxLength={40}
              defaultValue={answer?.phone ?? ""}
              {...describedBy("phone-error", answer?.error)}
            />
          </div>
        </div>
        <FieldError id="phone-error" error={answer?.error} />
        {channels.length > 1 && (
          <fieldset className="account__channels">
            <legend>{t("login.channel")}</legend>
            {channels.map((channel, index) => (
              <label key={channel} className="settings-choice">
                <input type="radio" name="channel" value={channel} defaultChecked={index === 0} />
                {t(`login.${channel}`)}
              </label>
            ))}
          </fieldset>
        )}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}
