import { useEffect, useState } from "react";
import { useTranslation } from "../language/use-translation";
import { useInterfaceLanguage } from "../language/use-interface-language";
import { waitText } from "./login-form";

/**
 * "Send a new code", disabled while the resend timer runs (spec 9: 30 seconds), with the time
 * left. The server gives the seconds left from the timer cookie, so a reload goes on counting;
 * with JavaScript the button counts down and opens by itself, without it a reload opens it.
 * Give it the challenge as its `key`, so a new code starts a new count.
 */
export function ResendButton({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const tick = window.setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) window.clearInterval(tick);
    }, 250);
    return () => window.clearInterval(tick);
  }, [seconds]);
  return (
    <>
      <button
        type="submit"
        className="button account__resend"
        disabled={left > 0}
        aria-describedby={left > 0 ? "resend-wait" : undefined}
      >
        {t("login.resend")}
      </button>
      {left > 0 && (
        <p id="resend-wait" className="account__wait" data-testid="resend-wait">
          {t("login.resendIn", { time: waitText(left, language) })}
        </p>
      )}
    </>
  );
}
