import { PrefetchPageLinks, useNavigate, useSubmit } from "@remix-run/react";
import { useState, type FocusEvent, type FormEvent, type MouseEvent, type ReactNode } from "react";

/**
 * Plain links and forms inside, such as the menu's cards rendered as HTML for every visitor
 * (ADR 054), behave as Remix's `<Link prefetch="intent">` and `<Form>` once scripts run: a click
 * or a post is a client-side navigation, and a link pointed at or focused has its page's data and
 * modules fetched ahead. Before scripts they are ordinary links and forms.
 */
export function ClientNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const [intended, setIntended] = useState<string | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = followedLink(event);
    if (!link) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    const button =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : null;
    // The button pressed, so that its name and value are posted as a browser would.
    submit(button ?? form, {
      preventScrollReset: form.dataset.preventScrollReset !== undefined,
    });
  };
  const onIntent = (event: MouseEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
    const link = sameOriginLink(event.target);
    if (link && !isSamePage(link)) setIntended(`${link.pathname}${link.search}`);
  };

  return (
    // Clicks and posts bubble here from the links and forms inside, which stay keyboard-operable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick} onSubmit={onSubmit} onMouseOver={onIntent} onFocus={onIntent}>
      {children}
      {intended && <PrefetchPageLinks page={intended} />}
    </div>
  );
}

/** The link a plain left click follows inside the app, or null when the browser should handle it. */
function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = sameOriginLink(event.target);
  // A jump within the page (the category links) is the browser's.
  return link && !isSamePage(link) ? link : null;
}

function sameOriginLink(target: EventTarget | null): URL | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

function isSamePage(url: URL): boolean {
  return url.pathname === window.location.pathname && url.search === window.location.search;
}
