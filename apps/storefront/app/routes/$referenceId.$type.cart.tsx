import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { BreakdownTable } from "../cart/BreakdownTable";
import type { action, loader } from "../cart/cart-page.server";
import { PriceTag } from "../pricing/PriceTag";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pageMeta } from "../layout/page-meta";

// `/{referenceId}/{type}/cart`: the cart's lines with + and −, the note, the coupon and its
// verdict, and the breakdown line by line as the API priced it (ADR 011).

export { action, loader } from "../cart/cart-page.server";

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function CartPage() {
  const { home, menuPath, checkoutPath, title, note, couponCode, view, canCheckout } =
    useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: menuPath, label: t("cart.backToMenu") }}>
      <h2 className="menu__title">{title}</h2>
      {failed?.error && (
        <p role="alert" className="form-error">
          {failed.error}
        </p>
      )}
      {view.lines.length === 0 ? (
        <div className="cart-empty">
          <p>{t("cart.empty")}</p>
          <Link className="button" to={menuPath}>
            {t("cart.browse")}
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-lines" aria-label={t("cart.lines")}>
            {view.lines.map((line) => (
              <li key={line.key} className="cart-line">
                <div className="cart-line__text">
                  <span className="cart-line__name">{line.name}</span>
                  {line.option && <span className="cart-line__detail">{line.option}</span>}
                  {line.modifiers && <span className="cart-line__detail">{line.modifiers}</span>}
                  {line.comment && <span className="cart-line__detail">“{line.comment}”</span>}
                  {line.refusal && (
                    <span role="alert" className="form-error">
                      {line.refusal}
                    </span>
                  )}
                </div>
                <Form method="post" className="stepper" preventScrollReset>
                  <input type="hidden" name="key" value={line.key} />
                  <StepperButton
                    intent="less"
                    label={t("cart.less", { name: line.name })}
                    busy={busy}
                  >
                    −
                  </StepperButton>
                  <output aria-label={t("cart.quantity", { name: line.name })}>
                    {line.quantity}
                  </output>
                  <StepperButton
                    intent="more"
                    label={t("cart.more", { name: line.name })}
                    busy={busy}
                  >
                    +
                  </StepperButton>
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="link-button"
                    disabled={busy}
                  >
                    {t("cart.remove")}
                  </button>
                </Form>
                {line.amount && (
                  <PriceTag
                    className="cart-line__amount"
                    price={line.amount}
                    original={line.original}
                    originalLabel={view.originalLabel}
                    badge={line.badge}
                  />
                )}
              </li>
            ))}
          </ul>

          <Form method="post" className="cart-form" preventScrollReset>
            <label htmlFor="coupon_code">{t("cart.coupon")}</label>
            <div className="inline-field">
              <input
                id="coupon_code"
                name="coupon_code"
                defaultValue={couponCode}
                autoComplete="off"
              />
              <button type="submit" name="intent" value="coupon" disabled={busy}>
                {t("cart.applyCoupon")}
              </button>
              {view.coupon && (
                <button type="submit" name="intent" value="remove-coupon" className="link-button">
                  {t("cart.removeCoupon")}
                </button>
              )}
            </div>
            {view.coupon && (
              <p
                role="status"
                className={view.coupon.applied ? "form-success" : "form-error"}
                data-testid="coupon-verdict"
              >
                {view.coupon.message}
              </p>
            )}
            {view.coupon?.rule && <p className="cart-form__hint">{view.coupon.rule}</p>}
          </Form>

          <Form method="post" className="cart-form" preventScrollReset>
            <label htmlFor="note">{t("cart.note")}</label>
            <textarea id="note" name="note" defaultValue={note} maxLength={500} rows={2} />
            <button type="submit" name="intent" value="note" disabled={busy}>
              {t("cart.saveNote")}
            </button>
          </Form>

          <BreakdownTable rows={view.rows} total={view.total} included={view.included} />

          <div className="cart-actions">
            {canCheckout ? (
              <Link className="button button--primary" to={checkoutPath}>
                {t("cart.checkout")}
              </Link>
            ) : (
              <p className="form-error">{t("cart.fixLines")}</p>
            )}
            <Form method="post">
              <button type="submit" name="intent" value="reset" className="link-button">
                {t("cart.reset")}
              </button>
            </Form>
          </div>
        </>
      )}
    </BusinessPage>
  );
}

/** A − or + of a line's stepper: it posts its intent for the line, named for screen readers. */
function StepperButton({
  intent,
  label,
  busy,
  children,
}: {
  intent: "less" | "more";
  label: string;
  busy: boolean;
  children: string;
}) {
  return (
    <button type="submit" name="intent" value={intent} aria-label={label} disabled={busy}>
      {children}
    </button>
  );
}

export const ErrorBoundary = ErrorScreen;
