import type { ReactNode } from "react";
import { useTranslation } from "../language/use-translation";
import type { BusinessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";

/** A page of the customer's account under the business's frame: back to the profile, its title on top. */
export function AccountPage({
  home,
  title,
  children,
}: {
  home: BusinessHome;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <BusinessPage
      home={home}
      back={{ to: `/${home.referenceId}/profile`, label: t("profile.title") }}
    >
      <h2 className="menu__title">{title}</h2>
      {children}
    </BusinessPage>
  );
}
