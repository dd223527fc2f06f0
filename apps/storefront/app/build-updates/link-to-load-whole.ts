/** The parts of a click that say whether the browser would follow a link in this tab. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The link a plain click follows to another page of this site in this tab, or null: a click
 * with a modifier, on a link to another site, a new tab or a download is left alone.
 * `linkToLoadWhole(clickOn(<a href="/demo/delivery">), location.origin)` gives the link.
 */
export function linkToLoadWhole(click: LinkClick, pageOrigin: string): HTMLAnchorElement | null {
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = click.target as Element | null;
  const link = target?.closest?.("a[href]") as HTMLAnchorElement | null | undefined;
  if (!link || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  return link.origin === pageOrigin ? link : null;
}
