import { useLocation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";

/** A link that asks for the same page again: a plain link, so it works without JavaScript too. */
export function TryAgainLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <p>
      {/* A whole document: the failed page's scripts and data are not worth keeping. */}
      <a href={pathname + search} className="notice__retry">
        {t("errors.tryAgain")}
      </a>
    </p>
  );
}
