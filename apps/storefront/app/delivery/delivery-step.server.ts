import { type CartDto, type GetZonesAnswer, type Restaurant } from "@storefront/api-client";
import {
  type InterfaceLanguage,
  type SellingTypeString,
  mayAsk,
  sellingTypeStrings,
} from "@storefront/domain";
import { redirect } from "@remix-run/node";
import { apiFor } from "../api/api-client.server";
import { businessHome } from "../business/business-home";
import { requireBusiness } from "../business/require-business.server";
import { requireSellingType } from "../business/require-selling-type";
import { loadCart, type LoadedCart, saveCart } from "../cart/cart-store.server";
import { writePrologue } from "../http/write-prologue.server";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { deliveryPaths, type DeliveryPaths } from "./delivery-paths";
import { deliverySteps } from "./delivery-steps";
import { shippingCountries } from "./shipping-choices";
import { reportError } from "../errors/report-error.server";

/** What every delivery step starts from. */
export interface DeliveryStepContext {
  business: Restaurant;
  type: SellingTypeString;
  language: InterfaceLanguage;
  paths: DeliveryPaths;
  loaded: LoadedCart;
}

/**
 * The guards of a delivery step (docs/decisions/017-delivery-steps.md): the business, a selling
 * type that delivers (another goes on to its checkout), delivery enabled and a cart with items
 * (else back to the cart).
 */
export async function requireDeliveryStep(
  request: Request,
  params: { referenceId?: string; type?: string },
): Promise<DeliveryStepContext> {
  const business = await requireBusiness(request, params.referenceId);
  return deliveryStepOf(request, business, requestLanguage(request.headers).language, params.type);
}

/** The same guards for a post to a delivery step, after the checks of every post. */
export async function requireDeliveryStepPost(
  request: Request,
  params: { referenceId?: string; type?: string },
): Promise<DeliveryStepContext> {
  const write = await writePrologue(request, params.referenceId);
  return deliveryStepOf(request, write.business, write.language, params.type);
}

/** The same guards, for an action whose write prologue loaded the business already. */
export async function deliveryStepOf(
  request: Request,
  business: Restaurant,
  language: InterfaceLanguage,
  typeParam: string | undefined,
): Promise<DeliveryStepContext> {
  const type = requireSellingType(typeParam);
  const paths = deliveryPaths(business.reference_id, type);
  const { sellingType } = sellingTypeStrings[type];
  if (!mayAsk(sellingType, "place")) throw redirect(paths.checkout);
  if (!business.checkout[sellingType].enabled) throw redirect(paths.cart);
  const loaded = await loadCart(request, business, language);
  if (loaded.cart.lines.length === 0) throw redirect(paths.cart);
  return { business, type, language, paths, loaded };
}

/** The title of each delivery step's page. */
const stepTitles = {
  area: "delivery.area.title",
  location: "delivery.map.title",
  address: "delivery.form.title",
} as const;

/**
 * What the page of a delivery step shows around its own part: the business's frame, the page's
 * title and the steps, this one current (a shipment skips the pin).
 */
export function deliveryStepPage(
  { business, language, paths }: DeliveryStepContext,
  current: keyof typeof stepTitles,
  shipping: boolean,
) {
  return {
    language,
    home: businessHome(business, language),
    title: translate(language)(stepTitles[current]),
    paths,
    steps: deliverySteps(current, { shipping, dropPin: business.checkout.delivery.drop_pin }),
  };
}

/** Keeps the cart as the step changed it, then goes on to the step at `next`. */
export async function saveAndGoOn(
  request: Request,
  step: Pick<DeliveryStepContext, "language" | "loaded">,
  cart: CartDto,
  next: string,
) {
  const headers = await saveCart(request, step.loaded, cart, step.language);
  return redirect(next, { status: 303, headers });
}

/** The zones and shipping countries of the business; none when they fail to load (spec 8: only logged). */
export async function loadZones(
  business: Restaurant,
  language: string,
): Promise<Pick<GetZonesAnswer, "zones" | "countries">> {
  try {
    const answer = await apiFor(language).getZones({
      params: { businessId: business.reference_id },
      query: { shipping: "true" },
    });
    return { zones: answer.zones, countries: answer.countries ?? [] };
  } catch (error) {
    reportError(error, "server", { what: `Loading the zones of ${business.reference_id} failed` });
    return { zones: [], countries: [] };
  }
}

/** The countries this branch ships to, of those the zones answer named (none while shipping is off). */
export function branchShippingCountries(
  business: Restaurant,
  countries: GetZonesAnswer["countries"],
) {
  return shippingCountries(countries ?? [], {
    shipping: business.checkout.delivery.shipping,
    branchId: business.branch_id,
    businessCountry: business.country,
  });
}
