import type { SocialLink } from "@storefront/api-client";
import type { AnchorHTMLAttributes } from "react";
import { useTranslation } from "../language/use-translation";
import type { BusinessContacts } from "./business-contacts";

// Networks are brands, named as they name themselves; only "website" is a word to translate.
const networkNames: Record<Exclude<SocialLink["network"], "website">, string> = {
  instagram: "Instagram",
  x: "X",
  facebook: "Facebook",
  tiktok: "TikTok",
  snapchat: "Snapchat",
  youtube: "YouTube",
  linkedin: "LinkedIn",
};

/** The ways to reach the business: call, WhatsApp, email and its pages elsewhere. */
export function ContactBlock({ contacts }: { contacts: BusinessContacts }) {
  const { t } = useTranslation();
  const { phone, whatsapp, email, socialLinks } = contacts;
  return (
    <section aria-labelledby="contact-heading" className="contact">
      <h2 id="contact-heading">{t("contact.title")}</h2>
      <ul className="contact__list">
        {phone && <ContactLink href={phone.href} label={t("contact.call")} value={phone.number} />}
        {whatsapp && (
          <ContactLink
            href={whatsapp.href}
            rel="noopener noreferrer"
            target="_blank"
            label={t("contact.whatsapp")}
            value={whatsapp.number}
          />
        )}
        {email && (
          <ContactLink href={email.href} label={t("contact.email")} value={email.address} />
        )}
      </ul>
      {socialLinks.length > 0 && (
        <>
          <h3 className="contact__follow">{t("contact.follow")}</h3>
          <ul className="contact__list">
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.network === "website" ? t("contact.website") : networkNames[link.network]}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One way to reach the business: what it does, then the number or address, always left to right. */
function ContactLink({
  label,
  value,
  ...link
}: { label: string; value: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <li>
      <a {...link}>
        {label} <bdi dir="ltr">{value}</bdi>
      </a>
    </li>
  );
}
