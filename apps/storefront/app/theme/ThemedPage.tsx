import { useRouteLoaderData } from "@remix-run/react";
import type { CSSProperties, ReactNode } from "react";
import type { RootData } from "../root-data";
import type { BusinessTheme } from "./business-theme";
import { fontStylesheet } from "./fonts";
import { colorSchemeAttribute, themeStyle } from "./theme-style";

/**
 * A whole page in a business's look: its colours, background and type face, dark or light as the
 * customer chose in the settings, else as the business set it.
 */
export function ThemedPage({ theme, children }: { theme: BusinessTheme; children: ReactNode }) {
  const appearance = useRouteLoaderData<RootData>("root")?.appearance ?? null;
  const font = fontStylesheet(theme.font);
  return (
    <div
      className={`page page--${theme.background}${theme.images.desktop ? " page--desktop-image" : ""}`}
      data-color-scheme={colorSchemeAttribute(theme.darkMode, appearance)}
      data-navigation={theme.navigationStyle}
      style={themeStyle(theme) as CSSProperties}
    >
      {/* A stylesheet link is allowed in the body; only this page's family is fetched. */}
      {font && <link rel="stylesheet" href={font} />}
      {children}
    </div>
  );
}
