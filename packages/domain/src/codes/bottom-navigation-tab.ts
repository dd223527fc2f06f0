/** Bottom navigation tabs (spec section 2: "home 0, menu 1, cart 2, profile 3, more 4"). */
export const bottomNavigationTabs = Object.freeze({
  home: 0,
  menu: 1,
  cart: 2,
  profile: 3,
  more: 4,
} as const);
