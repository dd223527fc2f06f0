/** A way to reach the business about an order. */
export interface ContactLink {
  kind: "call" | "whatsapp";
  href: string;
  /** The number as the customer reads it. */
  number: string;
}

const e164 = /^\+[1-9]\d{6,14}$/;

/**
 * Calling and messaging the business from the order page: a `tel:` link to its phone and a
 * WhatsApp chat (`https://wa.me/<digits>`, the address WhatsApp documents for click-to-chat) with
 * its WhatsApp number, the order named in the first message. A number the settings do not hold in
 * E.164 form is left out rather than linked wrongly.
 * `contactLinks({ phone: "+96522250000", whatsapp_phone: null }, "Order 12")` is one call link.
 */
export function contactLinks(
  settings: { phone: string | null; whatsapp_phone: string | null },
  message: string,
): ContactLink[] {
  const links: ContactLink[] = [];
  if (settings.phone && e164.test(settings.phone)) {
    links.push({ kind: "call", href: `tel:${settings.phone}`, number: settings.phone });
  }
  if (settings.whatsapp_phone && e164.test(settings.whatsapp_phone)) {
    const digits = settings.whatsapp_phone.slice(1);
    links.push({
      kind: "whatsapp",
      href: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`,
      number: settings.whatsapp_phone,
    });
  }
  return links;
}
