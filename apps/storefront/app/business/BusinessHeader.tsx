import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../language/LanguageSwitch";

/** The band at the top of a business's pages: its initial, its name and the language switch. */
export function BusinessHeader({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <header className="band">
      <div className="band__inner">
        <div className="band__top">
          <span className="monogram" aria-hidden="true">
            {Array.from(name)[0]}
          </span>
          <LanguageSwitch />
        </div>
        <h1 className="business-name">{name}</h1>
        <p className="tagline">{t("home.tagline")}</p>
      </div>
    </header>
  );
}
