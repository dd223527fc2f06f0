/** The places of the bottom navigation. */
export type NavPlace = "home" | "menu" | "cart" | "profile" | "more";

// Drawn on a 24-unit grid in the text's colour; emoji or icon fonts would depend on the device.
const paths: Record<NavPlace, string> = {
  home: "M3 11 12 3l9 8M5.5 9.5V21h5v-6h3v6h5V9.5",
  menu: "M7 3v18M4.5 3v5.5a2.5 2.5 0 0 0 5 0V3M17.5 21V3c-2.2 1.2-3.5 4-3.5 8h3.5",
  cart: "M5 8h14l-1.2 13H6.2L5 8zM9 8V6.5a3 3 0 0 1 6 0V8",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  more: "M5 12h.01M12 12h.01M19 12h.01",
};

/** The drawing of one place of the bottom navigation; decorative, its label says the same. */
export function NavIcon({ place }: { place: NavPlace }) {
  return (
    <svg
      className="bottom-nav__icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={place === "more" ? 3.5 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[place]} />
    </svg>
  );
}
