import type { DeliveryAddress } from "@storefront/api-client";
import type { TFunction } from "i18next";

/**
 * A delivery address in one line as the customer wrote it: block, street, avenue, house or
 * building, floor and apartment, empty parts left out. `addressLine(address, t)` is
 * "Block 10, Salem Al Mubarak St, 12".
 */
export function addressLine(address: Partial<DeliveryAddress>, t: TFunction): string {
  return [
    address.block && t("checkout.blockShort", { value: address.block }),
    address.street,
    address.avenue,
    address.house_number ?? address.building,
    address.floor,
    address.apartment,
  ]
    .filter(Boolean)
    .join(", ");
}
