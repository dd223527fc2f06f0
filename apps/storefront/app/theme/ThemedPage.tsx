import { useRouteLoaderData } from "@remix-run/react";
import type { CSSProperties, ReactNode } from "react";
import type { RootData } from "../root-data";
import type { BusinessTheme } from "./business-theme";
import { useInterfaceLanguage } from "../language/use-interface-language";
import { fontPreloads, fontStylesheet } from "./fonts";
import { colorSchemeAttribute, themeStyle } from "./theme-style";

/**
 * A whole page in a business's look: its colours, background and type face, dark or light as the
 * customer chose in the settings, else as the business set it.
 */
export function ThemedPage({ theme, children }: { theme: BusinessTheme; children: ReactNode }) {
  const appearance = useRouteLoaderData<RootData>("root")?.appearance ?? null;
  const font = fontStylesheet(theme.font);
  const faces = fontPreloads(theme.font, useInterfaceLanguage());
  return (
    <div
      className={`page page--${theme.background}${theme.images.desktop ? " page--desktop-image" : ""}`}
      data-color-scheme={colorSchemeAttribute(theme.darkMode, appearance)}
      data-navigation={theme.navigationStyle}
      style={themeStyle(theme) as CSSProperties}
    >
      {/* Links are allowed in the body; only this page's family is fetched. */}
      {faces.map((face) => (
        <link key={face} rel="preload" href={face} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {font && <link rel="stylesheet" href={font} />}
      {children}
    </div>
  );
}
