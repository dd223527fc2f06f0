import { Link } from "@remix-run/react";

/** A titled section of the profile that leads on to other pages of the account. */
export function AccountLinks({
  id,
  title,
  links,
}: {
  /** The title's id, which names the section. */
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <section className="account settings-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className="settings-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
