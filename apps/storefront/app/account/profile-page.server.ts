import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { businessSettingsOf } from "@storefront/api-client";
import { loadZones } from "../delivery/delivery-step.server";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { guestLocationOffer, loadLocations } from "../locations/locations.server";
import { loadProfile, requireCustomer } from "./guards.server";
import { profileAction } from "./profile-changes.server";
import { reportError } from "../errors/report-error.server";

// The profile page's loader and action (docs/decisions/026-storefront-sessions.md): the customer
// as the API answers, the address this device holds offered for saving, and the page's posts.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const signedIn = requireCustomer(request, business, language);
  const user = await loadProfile(request, business, signedIn);
  const url = new URL(request.url);
  // The address entered as a guest on this device, offered for saving (ADR 031).
  const [locations, { zones }] = await Promise.all([
    loadLocations(request, business.reference_id, signedIn).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      reportError(error, "server", { what: "Loading the saved locations failed" });
      return null;
    }),
    loadZones(business, language),
  ]);
  return {
    offer: locations && (await guestLocationOffer(request, business, language, locations, zones)),
    home,
    title: t("profile.title"),
    user: { name: user.name, email: user.email, phone: user.phone, phones: user.phones },
    confirmDelete: url.searchParams.get("delete") === "confirm",
    saved: url.searchParams.has("saved"),
    phoneAdded: url.searchParams.has("phoneAdded"),
    wallet: businessSettingsOf(business).enable_wallet,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return profileAction(await writePrologue(request, params.referenceId), await request.formData());
}
