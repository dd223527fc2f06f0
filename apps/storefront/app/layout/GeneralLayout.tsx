import type { ReactNode } from "react";
import { LanguageSwitch } from "../language/LanguageSwitch";
import { productTheme } from "../theme/business-theme";
import { ThemedPage } from "../theme/ThemedPage";
import { productName } from "./product";

/** The spec's general layout: pages that belong to no business (not-found, errors). */
export function GeneralLayout({ children }: { children: ReactNode }) {
  return (
    <ThemedPage theme={productTheme}>
      <header className="band band--slim">
        <div className="band__inner band__top">
          <p className="brand">{productName}</p>
          <LanguageSwitch />
        </div>
      </header>
      <main className="content">{children}</main>
    </ThemedPage>
  );
}
