import { Form } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { OneTimeCodeField } from "../account/OneTimeCodeField";
import { ResendButton } from "../account/ResendButton";
import { checkoutFormId } from "./CheckoutForm";
import type { GuestPhoneStep as Step } from "./guest-phone-step.server";

/**
 * The guest's phone step (ADR 038): the code sent to the order's phone, typed here, goes with the
 * checkout form (its fields belong to it by `form`), which places the order once the code is
 * right. A new code once the timer has run; another phone is changed in the form below.
 */
export function GuestPhoneStep({ step, error }: { step: Step; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="checkout__section checkout__phone-step" aria-labelledby="phone-step-title">
      <h3 id="phone-step-title">{t("checkout.phoneStep.title")}</h3>
      <p>
        {t("checkout.phoneStep.sent")}{" "}
        <bdi dir="ltr" className="account__phone">
          {step.phone}
        </bdi>
      </p>
      <input type="hidden" name="phone_challenge" value={step.challenge} form={checkoutFormId} />
      <OneTimeCodeField
        id="phone_code"
        name="phone_code"
        form={checkoutFormId}
        label={t("checkout.phoneStep.code")}
        error={error}
        errorId="phone-code-error"
      />
      <button type="submit" form={checkoutFormId} className="button button--primary">
        {t("checkout.phoneStep.confirm")}
      </button>
      <Form method="post" className="account__form">
        <input type="hidden" name="intent" value="resend_phone_code" />
        <input type="hidden" name="phone_challenge" value={step.challenge} />
        <ResendButton key={step.challenge} seconds={step.secondsLeft} />
      </Form>
    </section>
  );
}
