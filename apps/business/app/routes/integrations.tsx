import { ActionButton } from "../layout/ActionButton";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { integrationChangeOf, type IntegrationChange } from "../integrations/integration-change";
import { translate } from "../language/translate";
import { useLanguage, useTranslate } from "../language/use-language";
import { formatDayTime } from "../layout/format";
import { apiKeyScopes, webhookEventTypes } from "../layout/names";
import { PageError } from "../layout/PageError";
import { canManageStaff, StaffShell } from "../layout/StaffShell";
import { requireSameOrigin } from "../security/same-origin";
import { attempt, requireStaff, type SignedInStaff } from "../session/require-staff.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("integrations.title") },
];

const noStore = { "Cache-Control": "no-store" };

/** The business's till keys and webhook receivers, for its owner. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  if (!canManageStaff(me.staff.role)) {
    return data({ me, language, keys: [], webhooks: [] }, { headers: noStore });
  }
  const [{ keys }, { endpoints }] = await Promise.all([
    api.listApiKeys(),
    api.listWebhookEndpoints(),
  ]);
  return data({ me, language, keys, webhooks: endpoints }, { headers: noStore });
}

/** Runs one change; a new key or secret comes back in the answer, to be shown this once. */
async function applyChange({ api }: SignedInStaff, change: IntegrationChange) {
  switch (change.intent) {
    case "create_key":
      return (await api.createApiKey({ body: { name: change.name, scopes: change.scopes } })).key
        .key;
    case "rotate_key":
      return (await api.rotateApiKey({ params: { id: change.id } })).key.key;
    case "revoke_key":
      await api.revokeApiKey({ params: { id: change.id } });
      return null;
    case "create_webhook":
      return (await api.createWebhookEndpoint({ body: { url: change.url, events: change.events } }))
        .endpoint.secret;
    case "disable_webhook":
      await api.disableWebhookEndpoint({ params: { id: change.id } });
      return null;
  }
}

// Answered as data, not a redirect: the new secret is shown once and kept nowhere in this app.
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const staff = await requireStaff(request);
  const { t } = staff;
  const parsed = integrationChangeOf(await request.formData());
  if (!parsed.ok) {
    return data(
      { ok: false as const, message: t(`integrations.problems.${parsed.problem}`) },
      { status: 400, headers: noStore },
    );
  }
  const result = await attempt(request, t, () => applyChange(staff, parsed.change));
  if (!result.ok) {
    return data(
      { ok: false as const, message: result.failure.message },
      { status: 422, headers: noStore },
    );
  }
  const secret = result.value;
  return data(
    {
      ok: true as const,
      secret,
      kind: parsed.change.intent.endsWith("webhook") ? "webhook" : "key",
    },
    { headers: noStore },
  );
}

export default function Integrations() {
  const { me, keys, webhooks } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const when = (iso: string | null) =>
    iso ? formatDayTime(iso, language, me.business.time_zone) : t("integrations.never");
  if (!canManageStaff(me.staff.role)) {
    return (
      <StaffShell me={me}>
        <h1>{t("integrations.title")}</h1>
        <p className="alert alert--info" role="note">
          {t("integrations.ownersOnly")}
        </p>
      </StaffShell>
    );
  }
  return (
    <StaffShell me={me}>
      <h1>{t("integrations.title")}</h1>
      <p>{t("integrations.intro")}</p>
      {acted && !acted.ok && (
        <p className="alert alert--error" role="alert">
          {acted.message}
        </p>
      )}
      {acted?.ok && acted.secret && (
        <div className="alert alert--info secret" role="status">
          <p>
            <strong>
              {t(acted.kind === "key" ? "integrations.newKey" : "integrations.newSecret")}
            </strong>
          </p>
          <p>
            <code dir="ltr" className="secret__text">
              {acted.secret}
            </code>
          </p>
          <p>{t("integrations.shownOnce")}</p>
        </div>
      )}

      <h2>{t("integrations.keys")}</h2>
      <ul className="staff-list">
        {keys.map((key) => (
          <li key={key.id} className="staff-member">
            <div>
              <strong>{key.name}</strong> · <code dir="ltr">{key.prefix}…</code>
              <br />
              {key.scopes.map((scope) => t(`integrations.scopes.${scope}`)).join(" · ")}
              <br />
              {key.revoked_at
                ? t("integrations.revokedAt", { time: when(key.revoked_at) })
                : t("integrations.lastUsed", { time: when(key.last_used_at) })}
            </div>
            {!key.revoked_at && (
              <div className="pause-row__actions">
                <ActionButton
                  fields={{ intent: "rotate_key", id: key.id }}
                  label={t("integrations.rotate")}
                  name={t("integrations.rotateWhat", { what: key.name })}
                />
                <ActionButton
                  fields={{ intent: "revoke_key", id: key.id }}
                  label={t("integrations.revoke")}
                  name={t("integrations.revokeWhat", { what: key.name })}
                  className="button button--danger-outline"
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {keys.length === 0 && <p>{t("integrations.noKeys")}</p>}
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="create_key" />
        <div className="field">
          <label htmlFor="key-name">{t("integrations.keyName")}</label>
          <input id="key-name" name="name" required maxLength={60} autoComplete="off" />
        </div>
        <fieldset className="field">
          <legend>{t("integrations.keyScopes")}</legend>
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="check">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                defaultChecked={scope === "orders:read"}
              />{" "}
              {t(`integrations.scopes.${scope}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t("integrations.createKey")}
        </button>
      </Form>

      <h2>{t("integrations.webhooks")}</h2>
      <ul className="staff-list">
        {webhooks.map((webhook) => (
          <li key={webhook.id} className="staff-member">
            <div>
              <code dir="ltr">{webhook.url}</code>
              <br />
              <span dir="ltr">{webhook.events.join(" · ")}</span>
              {webhook.disabled_at && (
                <>
                  <br />
                  {t("integrations.disabledAt", { time: when(webhook.disabled_at) })}
                </>
              )}
            </div>
            {!webhook.disabled_at && (
              <ActionButton
                fields={{ intent: "disable_webhook", id: webhook.id }}
                label={t("integrations.disable")}
                name={t("integrations.disableWhat", { what: webhook.url })}
                className="button button--danger-outline"
              />
            )}
          </li>
        ))}
      </ul>
      {webhooks.length === 0 && <p>{t("integrations.noWebhooks")}</p>}
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="create_webhook" />
        <div className="field">
          <label htmlFor="webhook-url">{t("integrations.url")}</label>
          <input
            id="webhook-url"
            name="url"
            type="url"
            required
            maxLength={500}
            placeholder="https://till.example.com/hooks"
            aria-describedby="webhook-url-hint"
            dir="ltr"
          />
          <p id="webhook-url-hint" className="field__hint">
            {t("integrations.urlHint")}
          </p>
        </div>
        <fieldset className="field">
          <legend>{t("integrations.events")}</legend>
          {webhookEventTypes.map((event) => (
            <label key={event} className="check">
              <input type="checkbox" name="events" value={event} defaultChecked />{" "}
              <code dir="ltr">{event}</code>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t("integrations.addWebhook")}
        </button>
      </Form>
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
