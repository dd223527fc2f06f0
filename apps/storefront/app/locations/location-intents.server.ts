import { data, redirect } from "@remix-run/node";
import { isApiError } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { requireCustomer, type SignedIn, withSignIn } from "../account/guards.server";
import { safeReturnTo } from "../account/return-to";
import { loadCart } from "../cart/cart-store.server";
import { areaPoint } from "../delivery/area-point";
import { loadZones } from "../delivery/delivery-step.server";
import { findBranchArea } from "../delivery/delivery-zones";
import { handlerFor, unknownIntent } from "../http/intents.server";
import type { Write } from "../http/write-prologue.server";
import { deliveryLocationBody, isSavedDelivery } from "./location-delivery";
import { type LocationFormErrors, maxLocationTitle, readLocationForm } from "./location-form";
import { loadLocations } from "./locations.server";
import { reportError } from "../errors/report-error.server";

// The saved-locations page's posts (docs/decisions/031-saved-locations.md), one handler per intent.

export type LocationAnswer = {
  errors?: LocationFormErrors;
  posted?: Record<string, string>;
  error?: string;
};

/** Which id a query or form value names, or null. */
export function locationIdOf(value: FormDataEntryValue | string | null): number | null {
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** What every intent has: the post, the signed-in customer and the page's address. */
interface LocationPost {
  readonly write: Write;
  readonly signedIn: SignedIn;
  readonly form: FormData;
  readonly id: number | null;
  readonly path: string;
}

/** Runs a call; a refusal the customer can act on comes back as a message. */
async function attempt(
  { write }: LocationPost,
  call: () => Promise<unknown>,
): Promise<string | null> {
  const { request, referenceId, t } = write;
  try {
    await withSignIn(request, referenceId, call);
    return null;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && error.code === "OUTSIDE_DELIVERY_ZONES") {
      return t("locations.errors.outside");
    }
    if (isApiError(error) && error.code === "LOCATION_LIMIT") return t("locations.errors.limit");
    if (isApiError(error) && error.status === 404) return t("locations.errors.gone");
    reportError(error, "server", { what: "Changing a saved location failed" });
    return t("locations.errors.failed");
  }
}

const done = (post: LocationPost, what: string) =>
  redirect(`${post.path}?done=${what}`, { status: 303 });

const refused = (error: string) => data<LocationAnswer>({ error }, { status: 422 });

async function makeDefault(post: LocationPost, id: number) {
  const { api } = post.signedIn;
  const error = await attempt(post, () =>
    api.setDefaultLocation({ params: { referenceId: post.write.referenceId, locationId: id } }),
  );
  return error ? refused(error) : done(post, "default");
}

function askToDelete(post: LocationPost, id: number) {
  return redirect(`${post.path}?delete=${id}#delete-${id}`, { status: 303 });
}

async function remove(post: LocationPost, id: number) {
  const { api } = post.signedIn;
  const error = await attempt(post, () =>
    api.deleteLocation({ params: { referenceId: post.write.referenceId, locationId: id } }),
  );
  return error ? refused(error) : done(post, "deleted");
}

/** Keeps the delivery address of this device's cart among the saved locations. */
async function saveCartAddress(post: LocationPost) {
  const { write, signedIn, form, path } = post;
  const { request, business, referenceId, language, t } = write;
  const { api } = signedIn;
  const { cart } = await loadCart(request, business, language);
  const delivery = cart.shipping_country_id === null ? cart.delivery : null;
  const back =
    safeReturnTo(String(form.get("returnTo") ?? ""), referenceId, request.url) ??
    `${path}?done=saved`;
  if (!delivery || delivery.area_id === null) return redirect(back, { status: 303 });
  const locations = await loadLocations(request, referenceId, signedIn);
  if (isSavedDelivery(delivery, locations)) return redirect(back, { status: 303 });
  const { zones } = await loadZones(business, language);
  const area = findBranchArea(zones, business.branch_id, delivery.area_id);
  const title = area
    ? pickText(area.name, language, business.locales).slice(0, maxLocationTitle)
    : t("locations.untitled");
  const error = await attempt(post, () =>
    api.createLocation({
      params: { referenceId },
      body: deliveryLocationBody(delivery, title),
    }),
  );
  return error ? refused(error) : redirect(back, { status: 303 });
}

/** The add and edit forms: a new location, or a change of the one named by `id`. */
async function saveForm(post: LocationPost, id: number | null) {
  const { write, signedIn, form } = post;
  const { request, business, referenceId, language, t } = write;
  const { api } = signedIn;
  const { zones } = await loadZones(business, language);
  const locations = id === null ? [] : await loadLocations(request, referenceId, signedIn);
  const current = locations.find((location) => location.id === id);
  if (id !== null && !current) {
    return data<LocationAnswer>({ error: t("locations.errors.gone") }, { status: 404 });
  }
  const result = readLocationForm(
    form,
    business.checkout.delivery.fields,
    (areaId) => {
      const area = findBranchArea(zones, business.branch_id, areaId);
      return area ? areaPoint(area.shape) : null;
    },
    current ? { lat: current.lat, lng: current.lng } : null,
  );
  const posted: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") posted[key] = value;
  if (!result.ok) return data<LocationAnswer>({ errors: result.errors, posted }, { status: 422 });
  const body = {
    ...result.body,
    ...(form.get("is_default") === "on" ? { is_default: true } : {}),
  };
  const error = await attempt(post, () =>
    current === undefined
      ? api.createLocation({ params: { referenceId }, body })
      : api.updateLocation({ params: { referenceId, locationId: current?.id ?? 0 }, body }),
  );
  if (error) return data<LocationAnswer>({ error, posted }, { status: 422 });
  return done(post, current === undefined ? "added" : "updated");
}

/** An intent that changes one saved location: without an id in the form it is a 400. */
const forLocation =
  <Answer>(handle: (post: LocationPost, id: number) => Answer) =>
  (post: LocationPost): Answer =>
    post.id === null ? unknownIntent() : handle(post, post.id);

const locationIntents = {
  default: forLocation(makeDefault),
  "delete-ask": forLocation(askToDelete),
  delete: forLocation(remove),
  "save-cart": saveCartAddress,
  create: (post: LocationPost) => saveForm(post, null),
  update: forLocation(saveForm),
};

/** The saved-locations page's post, by its intent; an unknown one is a 400. */
export async function locationsAction(write: Write, form: FormData) {
  const signedIn = requireCustomer(write.request, write.business, write.language);
  const handle = handlerFor(locationIntents, form);
  if (!handle) return unknownIntent();
  return handle({
    write,
    signedIn,
    form,
    id: locationIdOf(form.get("id")),
    path: `/${write.referenceId}/locations`,
  });
}
