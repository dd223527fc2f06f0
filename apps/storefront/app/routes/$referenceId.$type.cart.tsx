import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { sellingTypeStrings } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { apiFor } from "../api/api-client.server";
import { refusedFields } from "../api/refused-input";
import { BusinessPage } from "../business/BusinessPage";
import { requireSellingType } from "../business/require-selling-type";
import { addToCart } from "../cart/add-to-cart.server";
import { BreakdownTable } from "../cart/BreakdownTable";
import { pageDiscounts } from "../pricing/page-discounts";
import { PriceTag } from "../pricing/PriceTag";
import { applyCartIntent } from "../cart/cart-intents.server";
import { priceCartOnServer, withQueryCoupon } from "../cart/cart-page.server";
import { loadCart, saveCart } from "../cart/cart-store.server";
import { cartView } from "../cart/cart-view";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pageMeta } from "../layout/page-meta";
import { sameOriginPath } from "../security/same-origin";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";

// `/{referenceId}/{type}/cart`: the cart's lines with + and −, the note, the coupon and its
// verdict, and the breakdown line by line as the API priced it (ADR 011).

export const meta: MetaFunction<typeof loader> = pageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const type = requireSellingType(params.type);
  const { cart: saved } = await loadCart(request, business, language);
  const cart = withQueryCoupon(saved, request.url);
  const [priced, menu] = await Promise.all([
    priceCartOnServer(request, cart, business, type, language),
    cart.lines.length > 0 ? apiFor(language).getMenu({ params: { id: business.branch_id } }) : null,
  ]);
  const menuPath = `/${business.reference_id}/${type}`;
  return {
    language,
    home,
    menuPath,
    checkoutPath: `${menuPath}/checkout${cart.coupon_code && cart.coupon_code !== saved.coupon_code ? `?coupon=${encodeURIComponent(cart.coupon_code)}` : ""}`,
    title: t("cart.title"),
    note: cart.note,
    couponCode: cart.coupon_code ?? "",
    view: cartView(
      cart,
      priced,
      menu?.menu.items ?? [],
      language,
      business.locales,
      t,
      pageDiscounts(business, sellingTypeStrings[type].itemType),
    ),
    canCheckout: cart.lines.length > 0 && (priced?.refusals.length ?? 0) === 0,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, t } = await writePrologue(request, params.referenceId);
  const type = requireSellingType(params.type);
  const form = await request.formData();
  const back = sameOriginPath(
    String(form.get("returnTo") ?? `/${business.reference_id}/${type}/cart`),
    request.url,
  );
  if (form.get("intent") === "add") {
    const added = await addToCart(request, business, type, form, language);
    if (!added.ok) {
      return data(
        { error: t(`orderErrors.${added.code}`, { defaultValue: added.message }) },
        { status: 422 },
      );
    }
    return redirect(back, { status: 303, headers: added.headers });
  }
  const loaded = await loadCart(request, business, language);
  try {
    const headers = await saveCart(request, loaded, applyCartIntent(loaded.cart, form), language);
    return redirect(back, { status: 303, headers });
  } catch (error) {
    // A note or coupon the API cannot take (a control character): said on the page.
    if (!refusedFields(error)) throw error;
    return data({ error: t("orderErrors.BAD_REQUEST") }, { status: 400 });
  }
}

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
                  <button
                    type="submit"
                    name="intent"
                    value="less"
                    aria-label={t("cart.less", { name: line.name })}
                    disabled={busy}
                  >
                    −
                  </button>
                  <output aria-label={t("cart.quantity", { name: line.name })}>
                    {line.quantity}
                  </output>
                  <button
                    type="submit"
                    name="intent"
                    value="more"
                    aria-label={t("cart.more", { name: line.name })}
                    disabled={busy}
                  >
                    +
                  </button>
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

export const ErrorBoundary = ErrorScreen;
