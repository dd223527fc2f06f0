import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { addressFieldOrderOf, type LocalizedText, maxSavedLocations } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { useTranslation } from "../language/use-translation";
import { requireCustomer } from "../account/guards.server";
import { BusinessPage } from "../business/BusinessPage";
import { readAddressType } from "../delivery/address-field-rules";
import { areaSheet } from "../delivery/area-sheet";
import { AddressForm } from "../delivery/AddressForm";
import { loadZones } from "../delivery/delivery-step.server";
import { findBranchArea } from "../delivery/delivery-zones";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { IntentButton } from "../layout/IntentButton";
import { pagePrologue } from "../http/page-prologue.server";
import { locationValues, maxLocationTitle } from "../locations/location-form";
import {
  guestLocationOffer,
  loadLocations,
  summarizeLocations,
} from "../locations/locations.server";
import { SaveLocationOffer } from "../locations/SaveLocationOffer";
import { locationIdOf, locationsAction } from "../locations/location-intents.server";
import { writePrologue } from "../http/write-prologue.server";

// `/{referenceId}/locations` (signed in; spec 2 and 6; docs/decisions/031-saved-locations.md): the
// customer's saved delivery locations. Add one (an area of this branch and the address form), edit
// one, delete one after a confirmation step, choose the default, and keep the address this device
// holds from before signing in. Every change is a plain form post.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const signedIn = requireCustomer(request, business, language);
  const referenceId = business.reference_id;
  const [locations, { zones }] = await Promise.all([
    loadLocations(request, referenceId, signedIn),
    loadZones(business, language),
  ]);
  const url = new URL(request.url);
  const editId = locationIdOf(url.searchParams.get("edit"));
  const editing = locations.find((location) => location.id === editId) ?? null;
  const deleteId = locationIdOf(url.searchParams.get("delete"));
  const text = (value: LocalizedText) => pickText(value, language, business.locales);
  return {
    home,
    title: t("locations.title"),
    locations: summarizeLocations(locations, business, zones, language),
    full: locations.length >= maxSavedLocations,
    adding: url.searchParams.has("add") && !editing,
    editing: editing && {
      id: editing.id,
      title: editing.title,
      contactPhone: editing.contact_phone ?? "",
      type: editing.type,
      values: locationValues(editing),
      areaId: findBranchArea(zones, business.branch_id, editing.area_id)?.id ?? null,
    },
    confirmDelete: locations.find((location) => location.id === deleteId) ?? null,
    groups: areaSheet(zones, business.branch_id, text, language),
    fields: business.checkout.delivery.fields,
    // A saved location is delivered to by this business: its country's way of writing it (ADR 044).
    fieldOrder: addressFieldOrderOf(business.country),
    offer: await guestLocationOffer(request, business, language, locations, zones),
    notice: url.searchParams.get("done"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return locationsAction(
    await writePrologue(request, params.referenceId),
    await request.formData(),
  );
}

const notices = {
  added: "locations.done.added",
  updated: "locations.done.updated",
  deleted: "locations.done.deleted",
  default: "locations.done.default",
  saved: "locations.done.added",
} as const;

export default function LocationsPage() {
  const {
    home,
    title,
    locations,
    full,
    adding,
    editing,
    confirmDelete,
    groups,
    fields,
    fieldOrder,
    offer,
    notice,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const base = `/${home.referenceId}`;
  const path = `${base}/locations`;
  const noticeKey = notice && notice in notices ? notices[notice as keyof typeof notices] : null;
  const showForm = adding || editing !== null || answer?.errors !== undefined;
  const posted = answer?.posted;
  const errors = answer?.errors;
  return (
    <BusinessPage home={home} back={{ to: `${base}/profile`, label: t("profile.title") }}>
      <h2 className="menu__title">{title}</h2>
      {noticeKey && !answer && (
        <p role="status" className="form-success">
          {t(noticeKey)}
        </p>
      )}
      {answer?.error && (
        <p role="alert" className="form-error">
          {answer.error}
        </p>
      )}
      {offer && <SaveLocationOffer offer={offer} referenceId={home.referenceId} />}

      {locations.length === 0 ? (
        <p className="delivery-note">{t("locations.none")}</p>
      ) : (
        <ul className="locations" aria-label={title}>
          {locations.map((location) => (
            <li key={location.id} id={`location-${location.id}`} className="location-card">
              <div className="location-card__head">
                <h3 className="location-card__title">{location.title}</h3>
                {location.isDefault && (
                  <span className="location-card__badge">{t("locations.default")}</span>
                )}
              </div>
              {location.areaName && <p className="location-card__area">{location.areaName}</p>}
              {location.line && <p className="location-card__line">{location.line}</p>}
              {!location.deliverable && <p className="delivery-hint">{t("locations.notHere")}</p>}
              {confirmDelete?.id === location.id ? (
                <Form method="post" id={`delete-${location.id}`} className="location-card__confirm">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={location.id} />
                  <p role="alert" className="form-error">
                    {t("locations.deleteWarning", { name: location.title })}
                  </p>
                  <button type="submit" className="button account__danger">
                    {t("locations.deleteConfirm")}
                  </button>{" "}
                  <Link to={path}>{t("profile.cancel")}</Link>
                </Form>
              ) : (
                <div className="location-card__actions">
                  {!location.isDefault && (
                    <IntentButton
                      intent="default"
                      values={{ id: location.id }}
                      className="button"
                      label={t("locations.makeDefaultOf", { name: location.title })}
                    >
                      {t("locations.makeDefault")}
                    </IntentButton>
                  )}
                  <Link
                    className="button"
                    to={`${path}?edit=${location.id}#location-form`}
                    aria-label={t("locations.editOf", { name: location.title })}
                  >
                    {t("locations.edit")}
                  </Link>
                  <IntentButton
                    intent="delete-ask"
                    values={{ id: location.id }}
                    className="button"
                    label={t("locations.deleteOf", { name: location.title })}
                  >
                    {t("locations.delete")}
                  </IntentButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {showForm ? (
        <section
          id="location-form"
          className="settings-section"
          aria-labelledby="location-form-title"
        >
          <h3 id="location-form-title">
            {editing ? t("locations.editOf", { name: editing.title }) : t("locations.add")}
          </h3>
          {groups.length === 0 ? (
            <p className="delivery-note">{t("locations.noAreas")}</p>
          ) : (
            <AddressForm
              key={errors ? JSON.stringify(errors) : (editing?.id ?? "new")}
              fields={fields}
              order={fieldOrder}
              initialType={readAddressType(posted?.type) ?? editing?.type ?? 1}
              initialValues={posted ?? editing?.values ?? {}}
              serverErrors={errors?.address ?? null}
              submitLabel={editing ? t("locations.saveChanges") : t("locations.save")}
              before={
                <>
                  <input type="hidden" name="intent" value={editing ? "update" : "create"} />
                  {editing && <input type="hidden" name="id" value={editing.id} />}
                  <div className="location-fields">
                    <div className="delivery-field">
                      <label htmlFor="location-title">{t("locations.name")}</label>
                      <input
                        id="location-title"
                        name="title"
                        required
                        maxLength={maxLocationTitle}
                        defaultValue={posted?.title ?? editing?.title ?? ""}
                        aria-invalid={errors?.title ? true : undefined}
                        aria-describedby={errors?.title ? "location-title-error" : undefined}
                      />
                      {errors?.title && (
                        <p id="location-title-error" className="field-error">
                          {t(`locations.errors.${errors.title}`)}
                        </p>
                      )}
                    </div>
                    <div className="delivery-field">
                      <label htmlFor="location-place">{t("locations.area")}</label>
                      <select
                        id="location-place"
                        name="place"
                        required
                        defaultValue={
                          posted?.place ?? (editing ? String(editing.areaId ?? "keep") : "")
                        }
                        aria-invalid={errors?.place ? true : undefined}
                        aria-describedby={errors?.place ? "location-place-error" : undefined}
                      >
                        {editing ? (
                          <option value="keep">{t("locations.keepPin")}</option>
                        ) : (
                          <option value="">{t("locations.chooseArea")}</option>
                        )}
                        {groups.map((group) => (
                          <optgroup
                            key={group.governorate ?? ""}
                            label={group.governorate ?? t("locations.otherAreas")}
                          >
                            {group.areas.map((area) => (
                              <option key={area.id} value={area.id}>
                                {area.name}
                              </option>
                            ))}
                          </optgroup>
                        ))}
                      </select>
                      {errors?.place && (
                        <p id="location-place-error" className="field-error">
                          {t("locations.errors.PLACE")}
                        </p>
                      )}
                    </div>
                    <div className="delivery-field">
                      <label htmlFor="location-phone">{t("locations.contactPhone")}</label>
                      <input
                        id="location-phone"
                        name="contact_phone"
                        type="tel"
                        dir="ltr"
                        autoComplete="tel"
                        maxLength={20}
                        defaultValue={posted?.contact_phone ?? editing?.contactPhone ?? ""}
                        aria-invalid={errors?.contactPhone ? true : undefined}
                        aria-describedby={errors?.contactPhone ? "location-phone-error" : undefined}
                      />
                      {errors?.contactPhone && (
                        <p id="location-phone-error" className="field-error">
                          {t("locations.errors.PHONE")}
                        </p>
                      )}
                    </div>
                  </div>
                  <label className="location-default">
                    <input type="checkbox" name="is_default" /> {t("locations.makeDefaultCheck")}
                  </label>
                </>
              }
            />
          )}
          <p>
            <Link to={path}>{t("profile.cancel")}</Link>
          </p>
        </section>
      ) : full ? (
        <p className="delivery-note">{t("locations.errors.limit")}</p>
      ) : (
        <p>
          <Link className="button button--primary" to={`${path}?add=1#location-form`}>
            {t("locations.add")}
          </Link>
        </p>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
