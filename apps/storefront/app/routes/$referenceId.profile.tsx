import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { businessSettingsOf } from "@storefront/api-client";
import { useTranslation } from "react-i18next";
import { AccountLinks } from "../account/AccountLinks";
import { loadProfile, requireCustomer } from "../account/guards.server";
import { NameFields } from "../account/NameFields";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { IntentButton } from "../layout/IntentButton";
import { loadZones } from "../delivery/delivery-step.server";
import { guestLocationOffer, loadLocations } from "../locations/locations.server";
import { SaveLocationOffer } from "../locations/SaveLocationOffer";
import { profileAction } from "../account/profile-changes.server";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { SubmitButton } from "../layout/SubmitButton";

// `/{referenceId}/profile` (signed in; docs/decisions/026-storefront-sessions.md): the customer's
// name, email and verified phones, changing the name and email, signing out, and deleting the
// account after a confirmation step. Every change is a plain form post.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const signedIn = requireCustomer(request, business, language);
  const user = await loadProfile(request, business, signedIn);
  const url = new URL(request.url);
  // The address entered as a guest on this device, offered for saving (ADR 031).
  const [locations, { zones }] = await Promise.all([
    loadLocations(request, business.reference_id, signedIn).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      console.error("Loading the saved locations failed:", error);
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

export default function ProfilePage() {
  const { home, title, user, confirmDelete, saved, phoneAdded, wallet, offer } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const base = `/${home.referenceId}`;
  return (
    <BusinessPage home={home}>
      <h2 className="menu__title">{title}</h2>
      {(saved || phoneAdded) && !answer && (
        <p role="status" className="form-success">
          {t(phoneAdded ? "profile.phoneAdded" : "profile.saved")}
        </p>
      )}

      {offer && (
        <SaveLocationOffer
          offer={offer}
          referenceId={home.referenceId}
          returnTo={`${base}/locations`}
        />
      )}

      <section className="account settings-section" aria-labelledby="profile-details">
        <h3 id="profile-details">{t("profile.details")}</h3>
        <Form method="post" className="account__form" noValidate>
          <input type="hidden" name="intent" value="update" />
          <NameFields answer={answer} name={user.name} email={user.email} />
          {answer?.error && (
            <p role="alert" className="form-error">
              {answer.error}
            </p>
          )}
          <SubmitButton busy={busy}>{t("profile.save")}</SubmitButton>
        </Form>
      </section>

      <section className="account settings-section" aria-labelledby="profile-phones">
        <h3 id="profile-phones">{t("profile.phones")}</h3>
        <ul className="account__phones">
          {user.phones.map((phone) => (
            <li key={phone}>
              <bdi dir="ltr">{phone}</bdi>
              {phone === user.phone ? (
                <span className="account__tag"> · {t("profile.signInPhone")}</span>
              ) : (
                <IntentButton
                  intent="sign-in-phone"
                  values={{ phone }}
                  formClassName="account__inline-form"
                  className="link-button"
                >
                  {t("profile.makeSignInPhone")}
                </IntentButton>
              )}
            </li>
          ))}
        </ul>
        <p>
          <Link to={`${base}/profile/phone`}>{t("profile.addPhone")}</Link>
        </p>
      </section>

      <AccountLinks
        id="profile-locations"
        title={t("locations.title")}
        links={[{ to: `${base}/locations`, label: t("locations.manage") }]}
      />

      <AccountLinks
        id="profile-orders"
        title={t("profile.orders")}
        links={[
          { to: `${base}/orders/history`, label: t("history.title") },
          { to: `${base}/orders/status`, label: t("login.deviceOrders") },
          { to: `${base}/reservation/history`, label: t("reservation.historyTitle") },
        ]}
      />

      {wallet && (
        <AccountLinks
          id="profile-wallet"
          title={t("wallet.title")}
          links={[{ to: `${base}/wallet/home`, label: t("wallet.open") }]}
        />
      )}

      <section className="account settings-section" aria-labelledby="profile-signout">
        <h3 id="profile-signout">{t("profile.signOutTitle")}</h3>
        <IntentButton intent="logout" className="button">
          {t("profile.logout")}
        </IntentButton>
      </section>

      <section id="delete" className="account settings-section" aria-labelledby="profile-delete">
        <h3 id="profile-delete">{t("profile.delete")}</h3>
        <p>{t("profile.deleteExplain")}</p>
        {confirmDelete ? (
          <Form method="post" className="account__confirm">
            <input type="hidden" name="intent" value="delete" />
            <p role="alert" className="form-error">
              {t("profile.deleteWarning")}
            </p>
            <button type="submit" className="button account__danger">
              {t("profile.deleteConfirm")}
            </button>{" "}
            <Link to={`${base}/profile`}>{t("profile.cancel")}</Link>
          </Form>
        ) : (
          <IntentButton intent="delete-ask" className="button">
            {t("profile.delete")}
          </IntentButton>
        )}
      </section>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
