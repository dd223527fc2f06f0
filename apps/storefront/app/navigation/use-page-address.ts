import { useLocation } from "@remix-run/react";

/** The path and query of the page shown, as a form's `returnTo`. */
export function usePageAddress(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
