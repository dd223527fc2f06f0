import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "../language/use-translation";

/**
 * The floating menu button (`menu_button`): a round button at the reading end of the screen that
 * opens the list of categories, each a jump to its section. It rests at the business's opacity
 * (spec 9: 0.43 unless set) and turns solid when pointed at, focused or open. A native disclosure,
 * so it works without JavaScript; with it, choosing a category closes the list, and the button
 * steps aside while the category links themselves pass under it (they do the same job).
 */
export function MenuButton({
  links,
}: {
  links: readonly { id: number; name: string; href: string }[];
}) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const coversLinks = useCoversCategoryLinks(details);
  if (links.length < 2) return null;
  return (
    <details className="menu-button" ref={details} data-covers-links={coversLinks || undefined}>
      <summary aria-label={t("menuButton.label")}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="none">
          <path
            d="M4 6h16M4 12h16M4 18h10"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      <ul className="menu-button__list">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href} onClick={() => details.current?.removeAttribute("open")}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Whether the closed button lies over the page's category links (`.category-nav`) right now. */
function useCoversCategoryLinks(details: RefObject<HTMLDetailsElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    const nav = document.querySelector(".category-nav");
    const button = details.current?.querySelector("summary");
    if (!nav || !button) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const a = nav.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      const overlap = a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
      setCovers(overlap && !details.current?.open);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [details]);
  return covers;
}
