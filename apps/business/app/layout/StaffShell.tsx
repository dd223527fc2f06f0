import { Form, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { StaffMe } from "../session/require-staff.server";
import { useLanguage, useTranslate } from "../language/use-language";
import { localized } from "./localized";

/** Whether a role may pause a branch (manager or owner) and manage staff (owner). */
export const canPause = (role: string) => role === "owner" || role === "manager";
export const canManageStaff = (role: string) => role === "owner";

/**
 * Every signed-in page: the business's name, the navigation the staff's role allows, the
 * language switch and signing out, then the page. No script is needed for any of it.
 */
export function StaffShell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const t = useTranslate();
  const language = useLanguage();
  const location = useLocation();
  const other = language === "ar" ? "en" : "ar";
  const returnTo = location.pathname + location.search;
  return (
    <div className="shell">
      <header className="shell__header no-print">
        <div className="shell__title">
          <span className="shell__business">{localized(me.business.name, language)}</span>
          <span className="shell__who">
            {me.staff.name} · {t(`roles.${me.staff.role}`)}
          </span>
        </div>
        <nav aria-label={t("nav.label")} className="shell__nav">
          <NavLink to="/" end>
            {t("nav.orders")}
          </NavLink>
          <NavLink to="/reservations">{t("nav.reservations")}</NavLink>
          <NavLink to="/menu">{t("nav.menu")}</NavLink>
          {canPause(me.staff.role) && <NavLink to="/pause">{t("nav.pause")}</NavLink>}
          {canManageStaff(me.staff.role) && <NavLink to="/staff">{t("nav.staff")}</NavLink>}
          {canManageStaff(me.staff.role) && (
            <NavLink to="/integrations">{t("nav.integrations")}</NavLink>
          )}
        </nav>
        <div className="shell__tools">
          <Form method="post" action="/language" reloadDocument>
            <input type="hidden" name="language" value={other} />
            <input type="hidden" name="return_to" value={returnTo} />
            <button type="submit" className="button button--quiet" lang={other}>
              {t("language.switchTo")}
            </button>
          </Form>
          <Form method="post" action="/sign-out">
            <button type="submit" className="button button--quiet">
              {t("nav.signOut")}
            </button>
          </Form>
        </div>
      </header>
      <main className="page">{children}</main>
    </div>
  );
}
