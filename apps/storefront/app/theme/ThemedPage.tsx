import type { DarkModeSetting, ThemeColors } from "@storefront/domain";
import type { CSSProperties, ReactNode } from "react";
import { colorSchemeAttribute, themeStyle } from "./theme-style";

/** A whole page in a business's colours, dark or light as the business set it. */
export function ThemedPage({
  colors,
  darkMode,
  children,
}: {
  colors: ThemeColors;
  darkMode: DarkModeSetting;
  children: ReactNode;
}) {
  return (
    <div
      className="page"
      data-color-scheme={colorSchemeAttribute(darkMode)}
      style={themeStyle(colors) as CSSProperties}
    >
      {children}
    </div>
  );
}
