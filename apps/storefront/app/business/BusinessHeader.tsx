import { useTranslation } from "../language/use-translation";
import { LanguageSwitch } from "../language/LanguageSwitch";
import { BusinessLogo } from "../images/BusinessLogo";

/**
 * The band at the top of a business's pages: its logo (or initial), its name and the language
 * switch, on the business's header picture (`header_bg`, darkened so the text stays readable) when
 * it has one.
 */
export function BusinessHeader({
  name,
  logo = null,
  picture = false,
}: {
  name: string;
  logo?: string | null;
  picture?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className={picture ? "band band--picture" : "band"}>
      <div className="band__inner">
        <div className="band__top">
          {logo ? (
            <BusinessLogo src={logo} />
          ) : (
            <span className="monogram" aria-hidden="true">
              {Array.from(name)[0]}
            </span>
          )}
          <LanguageSwitch />
        </div>
        <h1 className="business-name">{name}</h1>
        <p className="tagline">{t("home.tagline")}</p>
      </div>
    </header>
  );
}
