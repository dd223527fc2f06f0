import { useTranslation } from "../language/use-translation";
import type { ScreenError } from "./error-screen";
import { TryAgainLink } from "./TryAgainLink";

/** The server-error view: the server's message, or "Something Went Wrong". */
export function ServerError({ error }: { error: ScreenError }) {
  const { t } = useTranslation();
  return (
    <section className="notice">
      <h1>
        {/* The server's message may be in another language and direction than the page. */}
        <bdi>{error.message ?? t("errors.somethingWentWrong")}</bdi>
      </h1>
      <p>{t("errors.tryAgainLater")}</p>
      <TryAgainLink />
    </section>
  );
}
