import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ThemedPage } from "../theme/ThemedPage";
import type { BusinessHome } from "./business-home";
import { BottomNav } from "./BottomNav";
import { BusinessHeader } from "./BusinessHeader";

/**
 * A page of a business (the spec's default layout): its colours, its header band, and the page's
 * content under an optional link back to where the customer came from.
 */
export function BusinessPage({
  home,
  back,
  children,
}: {
  home: Pick<BusinessHome, "colors" | "darkMode" | "name" | "referenceId" | "orderTypes" | "logo">;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <ThemedPage colors={home.colors} darkMode={home.darkMode}>
      <BusinessHeader name={home.name} logo={home.logo} />
      <BottomNav referenceId={home.referenceId} orderTypes={home.orderTypes} />
      <main className="content">
        {back && (
          <p className="back-link">
            <Link to={back.to}>{back.label}</Link>
          </p>
        )}
        {children}
      </main>
    </ThemedPage>
  );
}
