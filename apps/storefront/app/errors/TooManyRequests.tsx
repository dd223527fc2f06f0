import { useTranslation } from "../language/use-translation";
import { TryAgainLink } from "./TryAgainLink";

/** The spec's dedicated 433 view, which this storefront shows when the API asks it to slow down. */
export function TooManyRequests() {
  const { t } = useTranslation();
  return (
    <section className="notice">
      <h1>{t("errors.tooManyRequests")}</h1>
      <p>{t("errors.waitThenRetry")}</p>
      <TryAgainLink />
    </section>
  );
}
