/** The business's dark_mode setting (spec section 3). */
export type DarkModeSetting = "auto" | "off" | "on";

/**
 * Dark or light (spec section 4): `on` is dark, `off` is light, `auto` follows the system
 * preference. `colorScheme("auto", true) === "dark"`
 */
export function colorScheme(
  setting: DarkModeSetting,
  systemPrefersDark: boolean,
): "dark" | "light" {
  if (setting === "on") return "dark";
  if (setting === "off") return "light";
  return systemPrefersDark ? "dark" : "light";
}
