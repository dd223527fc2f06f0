import { useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The floating menu button (`menu_button`): a round button at the reading end of the screen that
 * opens the list of categories, each a jump to its section. It rests at the business's opacity
 * (spec 9: 0.43 unless set) and turns solid when pointed at, focused or open. A native disclosure,
 * so it works without JavaScript; with it, choosing a category closes the list.
 */
export function MenuButton({
  links,
}: {
  links: readonly { id: number; name: string; href: string }[];
}) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  if (links.length < 2) return null;
  return (
    <details className="menu-button" ref={details}>
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
