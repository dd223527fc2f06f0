import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { AccountLinks } from "../account/AccountLinks";
import { NameFields } from "../account/NameFields";
import type { action, loader } from "../account/profile-page.server";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { IntentButton } from "../layout/IntentButton";
import { SubmitButton } from "../layout/SubmitButton";
import { SaveLocationOffer } from "../locations/SaveLocationOffer";

// `/{referenceId}/profile` (signed in; docs/decisions/026-storefront-sessions.md): the customer's
// name, email and verified phones, changing the name and email, signing out, and deleting the
// account after a confirmation step. Every change is a plain form post.

export { action, loader } from "../account/profile-page.server";

export const meta: MetaFunction<typeof loader> = privatePageMeta;

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
