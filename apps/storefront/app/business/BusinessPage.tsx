import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ThemedPage } from "../theme/ThemedPage";
import { TrackingChoice } from "../tracking/TrackingChoice";
import { TrackingConsent } from "../tracking/TrackingConsent";
import { useVisit } from "../visits/use-visit";
import type { BusinessHome } from "./business-home";
import { BottomNav } from "./BottomNav";
import { BusinessHeader } from "./BusinessHeader";

/**
 * A page of a business (the spec's default layout): its look, its header band, and the page's
 * content under an optional link back to where the customer came from.
 */
export function BusinessPage({
  home,
  back,
  children,
}: {
  home: Pick<BusinessHome, "theme" | "name" | "referenceId" | "orderTypes" | "logo" | "pixels">;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  useVisit(home.referenceId);
  return (
    <ThemedPage theme={home.theme}>
      <div className="page__frame">
        <TrackingConsent
          referenceId={home.referenceId}
          businessName={home.name}
          pixels={home.pixels}
        />
        <BusinessHeader
          name={home.name}
          logo={home.logo}
          picture={home.theme.images.header !== null}
        />
        <BottomNav
          referenceId={home.referenceId}
          orderTypes={home.orderTypes}
          style={home.theme.navigationStyle}
        />
        <main className="content">
          {back && (
            <p className="back-link">
              <Link to={back.to}>{back.label}</Link>
            </p>
          )}
          {children}
        </main>
        <TrackingChoice referenceId={home.referenceId} pixels={home.pixels} />
      </div>
    </ThemedPage>
  );
}
