import { businessSettingsOf, type Restaurant, type SocialLink } from "@storefront/api-client";

/** How a customer reaches a business: each way it gave, as a link a phone or browser opens. */
export interface BusinessContacts {
  /** `tel:` link and the number as written (E.164). */
  phone: { href: string; number: string } | null;
  /** A WhatsApp chat link (`https://wa.me/…`) and the number. */
  whatsapp: { href: string; number: string } | null;
  email: { href: string; address: string } | null;
  socialLinks: SocialLink[];
}

/**
 * The business's contacts (`phone`, `whatsapp_phone`, `email`, `social_links`), or null when it
 * gave none. `businessContacts({ phone: "+96522250000", … }).phone.href === "tel:+96522250000"`
 */
export function businessContacts(restaurant: Restaurant): BusinessContacts | null {
  const settings = businessSettingsOf(restaurant);
  const contacts: BusinessContacts = {
    phone: settings.phone ? { href: `tel:${settings.phone}`, number: settings.phone } : null,
    whatsapp: settings.whatsapp_phone
      ? {
          href: `https://wa.me/${settings.whatsapp_phone.slice(1)}`,
          number: settings.whatsapp_phone,
        }
      : null,
    email: settings.email ? { href: `mailto:${settings.email}`, address: settings.email } : null,
    socialLinks: settings.social_links,
  };
  const any =
    contacts.phone || contacts.whatsapp || contacts.email || contacts.socialLinks.length > 0;
  return any ? contacts : null;
}
