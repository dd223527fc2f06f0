import { Form } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { IntentButton } from "../layout/IntentButton";
import { SubmitButton } from "../layout/SubmitButton";
import { OneTimeCodeField } from "./OneTimeCodeField";
import { ResendButton } from "./ResendButton";

export interface CodeStepProps {
  challenge: string;
  channel: string;
  phone: string;
  secondsLeft: number;
  error?: string;
  busy: boolean;
}

/** The six-digit code sent to a phone, a new code once the timer has run, and another number. */
export function CodeStepForm({
  challenge,
  channel,
  phone,
  secondsLeft,
  error,
  busy,
}: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {t(channel === "whatsapp" ? "login.codeSentWhatsapp" : "login.codeSent")}{" "}
        <bdi dir="ltr" className="account__phone">
          {phone}
        </bdi>
      </p>
      <Form method="post" className="account__form" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="challenge" value={challenge} />
        <OneTimeCodeField
          id="login-code"
          name="code"
          label={t("login.code")}
          error={error}
          errorId="code-error"
        />
        <SubmitButton busy={busy}>{t("login.verify")}</SubmitButton>
      </Form>
      <Form method="post" className="account__form">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="challenge" value={challenge} />
        <ResendButton key={challenge} seconds={secondsLeft} />
      </Form>
      <IntentButton intent="restart" className="link-button">
        {t("login.changePhone")}
      </IntentButton>
    </>
  );
}
