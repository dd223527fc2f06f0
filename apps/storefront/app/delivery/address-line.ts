import type { DeliveryAddress } from "@storefront/api-client";
import type { TFunction } from "i18next";

/**
 * A delivery address in one line as the customer wrote it, empty parts left out, joined with the
 * language's list separator (the Arabic comma "، " in Arabic, Persian and Urdu): block, street,
 * avenue, house or building number, floor and apartment, then postcode and city.
 * `addressLine(address, t)` is "Block 10, Salem Al Mubarak St 12" in English and
 * "قطعة 10، Salem Al Mubarak St 12" in Arabic.
 */
export function addressLine(address: Partial<DeliveryAddress>, t: TFunction): string {
  const number = address.house_number || address.building;
  const town = [address.postcode, address.city].filter(Boolean).join(" ");
  // "Niederdorfstrasse 42" reads as one; a Kuwaiti avenue comes between the street and the house.
  const street = address.avenue
    ? [address.street, address.avenue, number]
    : [[address.street, number].filter(Boolean).join(" ")];
  return [
    address.block && t("checkout.blockShort", { value: address.block }),
    ...street,
    address.floor,
    address.apartment,
    town,
  ]
    .filter(Boolean)
    .join(t("language.listSeparator"));
}
