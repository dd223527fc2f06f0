import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether the page runs with JavaScript: false while rendering on the server and hydrating, true
 * afterwards. Controls that only work with JavaScript render behind it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
