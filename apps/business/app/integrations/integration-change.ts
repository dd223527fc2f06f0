import { apiKeyScopes, webhookEventTypes } from "../layout/names";

type Scope = (typeof apiKeyScopes)[number];
type EventType = (typeof webhookEventTypes)[number];

/** One change an owner makes on the integrations page. */
export type IntegrationChange =
  | { intent: "create_key"; name: string; scopes: Scope[] }
  | { intent: "revoke_key" | "rotate_key"; id: number }
  | { intent: "create_webhook"; url: string; events: EventType[] }
  | { intent: "disable_webhook"; id: number };

export type IntegrationProblem =
  "BAD_FORM" | "NAME_REQUIRED" | "SCOPES_REQUIRED" | "URL_REQUIRED" | "EVENTS_REQUIRED";

const idOf = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The checked values of a group of checkboxes that are among the allowed ones. */
function checked<T extends string>(form: FormData, name: string, allowed: readonly T[]): T[] {
  return form.getAll(name).filter((value): value is T => allowed.includes(value as T));
}

/**
 * Reads the integrations page's form into one change, or what the owner left out (said beside
 * the form); a tampered form is BAD_FORM.
 */
export function integrationChangeOf(
  form: FormData,
): { ok: true; change: IntegrationChange } | { ok: false; problem: IntegrationProblem } {
  const intent = form.get("intent");
  switch (intent) {
    case "create_key": {
      const name = String(form.get("name") ?? "").trim();
      const scopes = checked(form, "scopes", apiKeyScopes);
      if (!name) return { ok: false, problem: "NAME_REQUIRED" };
      if (scopes.length === 0) return { ok: false, problem: "SCOPES_REQUIRED" };
      return { ok: true, change: { intent, name: name.slice(0, 60), scopes } };
    }
    case "create_webhook": {
      const url = String(form.get("url") ?? "").trim();
      const events = checked(form, "events", webhookEventTypes);
      if (!url) return { ok: false, problem: "URL_REQUIRED" };
      if (events.length === 0) return { ok: false, problem: "EVENTS_REQUIRED" };
      return { ok: true, change: { intent, url, events } };
    }
    case "revoke_key":
    case "rotate_key":
    case "disable_webhook": {
      const id = idOf(form.get("id"));
      return id === null
        ? { ok: false, problem: "BAD_FORM" }
        : { ok: true, change: { intent, id } };
    }
    default:
      return { ok: false, problem: "BAD_FORM" };
  }
}
