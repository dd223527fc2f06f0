import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { translate } from "../language/translate";
import { useLanguage, useTranslate } from "../language/use-language";
import { formatTime } from "../layout/format";
import { localized } from "../layout/localized";
import { pausableSellingTypes } from "../layout/names";
import { PageError } from "../layout/PageError";
import { canPause, StaffShell } from "../layout/StaffShell";
import { requireSameOrigin } from "../security/same-origin";
import { attempt, requireStaff } from "../session/require-staff.server";

/** How long a branch can be paused from this page, in minutes. */
export const pauseChoices = [15, 30, 60] as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("pause.title") },
];

/** The selling types each branch paused, and until when. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  const { pauses } = await api.branchPauses();
  return data({ me, language, pauses }, { headers: { "Cache-Control": "no-store" } });
}

/** Pauses a branch's selling type for a while, or resumes it (0 minutes); managers and owners. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { api, t } = await requireStaff(request);
  const form = await request.formData();
  const branch = String(form.get("branch_id") ?? "");
  const sellingType = pausableSellingTypes.find((type) => type === form.get("selling_type"));
  const minutes = Number(form.get("minutes"));
  if (
    !/^[1-9]\d{0,9}$/.test(branch) ||
    !sellingType ||
    !(minutes === 0 || (pauseChoices as readonly number[]).includes(minutes))
  ) {
    return data({ message: t("errors.generic") }, { status: 400 });
  }
  const result = await attempt(request, t, () =>
    api.pauseBranch({
      params: { id: Number(branch) },
      body: { selling_type: sellingType, minutes },
    }),
  );
  if (!result.ok) return data({ message: result.failure.message }, { status: 403 });
  throw redirect("/pause");
}

export default function Pause() {
  const { me, pauses } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const timeZone = me.business.time_zone;
  return (
    <StaffShell me={me}>
      <h1>{t("pause.title")}</h1>
      <p>{t("pause.intro")}</p>
      {!canPause(me.staff.role) && (
        <p className="alert alert--info" role="note">
          {t("pause.managersOnly")}
        </p>
      )}
      {acted && (
        <p className="alert alert--error" role="alert">
          {acted.message}
        </p>
      )}
      {me.business.branches.map((branch) => (
        <section key={branch.id} className="pause-branch" aria-labelledby={`branch-${branch.id}`}>
          <h2 id={`branch-${branch.id}`}>{localized(branch.name, language)}</h2>
          <ul className="pause-list">
            {pausableSellingTypes.map((type) => {
              const paused = pauses.find(
                (pause) => pause.branch_id === branch.id && pause.selling_type === type,
              );
              const label = `${localized(branch.name, language)} · ${t(`pause.types.${type}`)}`;
              return (
                <li key={type} className={`pause-row${paused ? " pause-row--paused" : ""}`}>
                  <div className="pause-row__state">
                    <strong>{t(`pause.types.${type}`)}</strong>{" "}
                    <span>
                      {paused
                        ? t("pause.pausedUntil", {
                            time: formatTime(paused.until, language, timeZone),
                          })
                        : t("pause.taking")}
                    </span>
                  </div>
                  <Form method="post" className="pause-row__actions" aria-label={label}>
                    <input type="hidden" name="branch_id" value={branch.id} />
                    <input type="hidden" name="selling_type" value={type} />
                    {pauseChoices.map((minutes) => (
                      <button
                        key={minutes}
                        type="submit"
                        name="minutes"
                        value={minutes}
                        className="button"
                        aria-label={t("pause.pauseFor", { minutes, what: label })}
                      >
                        {t("moves.minutes", { minutes })}
                      </button>
                    ))}
                    {paused && (
                      <button
                        type="submit"
                        name="minutes"
                        value={0}
                        className="button button--primary"
                        aria-label={t("pause.resumeWhat", { what: label })}
                      >
                        {t("pause.resume")}
                      </button>
                    )}
                  </Form>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
