import { Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BannerStrip } from "../banners/BannerStrip";
import type { BannerView } from "../banners/banner-view";
import { BranchList } from "./BranchList";
import type { BusinessContacts } from "./business-contacts";
import type { BusinessHome } from "./business-home";
import { BusinessPage } from "./BusinessPage";
import { ContactBlock } from "./ContactBlock";
import type { OrderTypeButton } from "./home-order-types";
import { OrderTypeLinks } from "./OrderTypeLinks";

type HomeFeedback = {
  path: string;
  rate: { average: number; count: number } | null;
} | null;

/** The home of a business, in its look: its banners, its selling types, branches and contacts. */
export function BusinessHomeView({
  home,
  referenceId,
  orderTypes,
  reservationPath,
  contacts,
  banners,
  feedback,
}: {
  home: BusinessHome;
  referenceId: string;
  orderTypes: OrderTypeButton[];
  reservationPath: string | null;
  contacts: BusinessContacts | null;
  banners: BannerView[];
  feedback: HomeFeedback;
}) {
  const { t } = useTranslation();
  const { background, images } = home.theme;
  return (
    <BusinessPage home={home}>
      {images.welcome && background !== "image" && (
        <div className="home-picture" data-testid="welcome-picture" />
      )}
      {feedback?.rate && (
        <p className="home__rating">
          <Link to={feedback.path}>
            <span aria-hidden="true" className="feedback__average-star">
              ★
            </span>{" "}
            {t("feedback.average", { average: feedback.rate.average })} ·{" "}
            {t("feedback.count", { number: feedback.rate.count })}
          </Link>
        </p>
      )}
      <OrderTypeLinks
        referenceId={referenceId}
        orderTypes={orderTypes}
        reservationPath={reservationPath}
      />
      <BannerStrip banners={banners} />
      <BranchList branches={home.branches} branchesPath={`/${referenceId}/Branches`} />
      {contacts && <ContactBlock contacts={contacts} />}
      <p className="home__links">
        <Link to={`/${referenceId}/Policies`}>{t("policies.link")}</Link>
        {feedback && <Link to={feedback.path}>{t("feedback.title")}</Link>}
        <Link to={`/${referenceId}/settings`}>{t("settings.title")}</Link>
      </p>
    </BusinessPage>
  );
}
