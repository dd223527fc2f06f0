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
import { localized } from "../layout/localized";
import { staffRoles } from "../layout/names";
import { PageError } from "../layout/PageError";
import { canManageStaff, StaffShell } from "../layout/StaffShell";
import { requireSameOrigin } from "../security/same-origin";
import { phoneFieldPattern, readPhone } from "../session/sign-in-form";
import { attempt, requireStaff } from "../session/require-staff.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("staff.title") },
];

/** The business's staff, for its owner; anyone else reads that only owners manage staff. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { me, api, language } = await requireStaff(request);
  const staff = canManageStaff(me.staff.role) ? (await api.listStaff()).staff : [];
  return data({ me, language, staff }, { headers: { "Cache-Control": "no-store" } });
}

/** Invites a member of staff, or removes one. */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { api, t } = await requireStaff(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = String(form.get("staff_id") ?? "");
    if (!/^[1-9]\d{0,9}$/.test(id))
      return data({ intent, message: t("errors.generic") }, { status: 400 });
    const result = await attempt(request, t, () => api.removeStaff({ params: { id: Number(id) } }));
    if (!result.ok) return data({ intent, message: result.failure.message }, { status: 409 });
    throw redirect("/staff");
  }
  const name = String(form.get("name") ?? "").trim();
  const role = staffRoles.find((name) => name === form.get("role"));
  const branch = String(form.get("branch_id") ?? "");
  const phone = readPhone(String(form.get("phone") ?? ""));
  if (!name || !role || !phone || !(branch === "" || /^[1-9]\d{0,9}$/.test(branch))) {
    return data(
      {
        intent: "invite",
        message: t(phone ? "staff.problems.incomplete" : "signIn.problems.PHONE_INVALID"),
      },
      { status: 400 },
    );
  }
  const result = await attempt(request, t, () =>
    api.inviteStaff({
      body: {
        name,
        phone,
        role,
        branch_id: branch === "" ? null : Number(branch),
      },
    }),
  );
  if (!result.ok)
    return data({ intent: "invite", message: result.failure.message }, { status: 409 });
  throw redirect("/staff");
}

export default function Staff() {
  const { me, staff } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const t = useTranslate();
  const language = useLanguage();
  const branchName = (id: number | null) =>
    id === null
      ? t("staff.allBranches")
      : localized(me.business.branches.find((branch) => branch.id === id)?.name, language);
  if (!canManageStaff(me.staff.role)) {
    return (
      <StaffShell me={me}>
        <h1>{t("staff.title")}</h1>
        <p className="alert alert--info" role="note">
          {t("staff.ownersOnly")}
        </p>
      </StaffShell>
    );
  }
  return (
    <StaffShell me={me}>
      <h1>{t("staff.title")}</h1>
      {acted?.intent === "remove" && (
        <p className="alert alert--error" role="alert">
          {acted.message}
        </p>
      )}
      <ul className="staff-list">
        {staff.map((member) => (
          <li key={member.id} className="staff-member">
            <div>
              <strong>{member.name}</strong> · {t(`roles.${member.role}`)}
              <br />
              <a href={`tel:${member.phone}`} dir="ltr">
                {member.phone}
              </a>{" "}
              · {branchName(member.branch_id)}
            </div>
            {member.id !== me.staff.id && (
              <details className="actions__reason">
                <summary className="button button--danger-outline">
                  {t("staff.remove", { name: member.name })}
                </summary>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="staff_id" value={member.id} />
                  <p>{t("staff.removeWarning", { name: member.name })}</p>
                  <button type="submit" className="button button--danger">
                    {t("staff.confirmRemove")}
                  </button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>

      <h2>{t("staff.invite")}</h2>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="invite" />
        {acted?.intent === "invite" && (
          <p className="alert alert--error" role="alert">
            {acted.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="invite-name">{t("staff.name")}</label>
          <input id="invite-name" name="name" required maxLength={80} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="invite-phone">{t("signIn.phone")}</label>
          <input
            id="invite-phone"
            name="phone"
            type="tel"
            required
            pattern={phoneFieldPattern}
            placeholder="+965 9000 0009"
            aria-describedby="invite-phone-hint"
            dir="ltr"
          />
          <p id="invite-phone-hint" className="field__hint">
            {t("signIn.phoneHint")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="invite-role">{t("staff.role")}</label>
          <select id="invite-role" name="role" defaultValue="staff">
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="invite-branch">{t("staff.branch")}</label>
          <select id="invite-branch" name="branch_id" defaultValue="">
            <option value="">{t("staff.allBranches")}</option>
            {me.business.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {localized(branch.name, language)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("staff.sendInvite")}
        </button>
      </Form>
    </StaffShell>
  );
}

export const ErrorBoundary = PageError;
