/** Theme defaults of the spec's section 9. */
export const defaultTheme = {
  primary: "rgb(109,85,124)",
  accent: "rgba(180,81,76,1)",
  background: "white",
  menuButtonOpacity: 0.43,
} as const;

export interface ThemeColors {
  primary: string;
  accent: string;
  background: string;
}

/** The business's colours, each falling back to the spec's default when not set. */
export function themeColors(colors: {
  theme_color?: string | null;
  theme_accent_color?: string | null;
  theme_background_color?: string | null;
}): ThemeColors {
  return {
    primary: colors.theme_color || defaultTheme.primary,
    accent: colors.theme_accent_color || defaultTheme.accent,
    background: colors.theme_background_color || defaultTheme.background,
  };
}
