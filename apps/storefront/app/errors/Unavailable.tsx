import { useTranslation } from "react-i18next";

/** The view for status 433. */
export function Unavailable() {
  const { t } = useTranslation();
  return (
    <section className="notice">
      <h1>{t("errors.unavailable")}</h1>
      <p>{t("errors.tryAgainLater")}</p>
    </section>
  );
}
