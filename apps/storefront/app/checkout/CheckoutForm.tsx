import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "../language/use-translation";
import { BreakdownTable } from "../cart/BreakdownTable";
import { CheckoutFields } from "./CheckoutFields";
import { CheckoutWalletChoice } from "./CheckoutWalletChoice";
import type { CheckoutMachineStart } from "./checkout-machine-page";
import type { CheckoutView } from "./checkout-view";
import { useCheckoutMachine } from "./use-checkout-machine";
import { useCheckoutDraft } from "./use-checkout-draft";

/** The form's id, for the guest's phone step, whose fields post with it (ADR 038). */
export const checkoutFormId = "checkout-form";

/**
 * The checkout's one form: a plain post without JavaScript; with it, the checkout machine judges
 * the fields first and says a refusal beside its field (`useCheckoutMachine`). The route renders it
 * again (by key) for each idempotency key, so the machine starts from the loader's latest data.
 */
export function CheckoutForm({
  view,
  referenceId,
  base,
  idempotencyKey,
  machine,
}: {
  view: CheckoutView;
  referenceId: string;
  base: string;
  idempotencyKey: string;
  machine: CheckoutMachineStart;
}) {
  const { t } = useTranslation();
  const [form, formRef] = useState<HTMLFormElement | null>(null);
  const { flush } = useCheckoutDraft(form, referenceId);
  const { judging, onSubmit, refusal, busy } = useCheckoutMachine(form, machine, flush);
  const placing = useNavigation().state === "submitting" || busy;
  const errors = refusal ? { [refusal.field]: t(`orderErrors.${refusal.code}`) } : {};
  return (
    <Form
      ref={formRef}
      id={checkoutFormId}
      method="post"
      className="checkout"
      noValidate={judging}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="expected" value={view.expected} />
      <input type="hidden" name="use_wallet" value={view.wallet?.chosen ? "1" : "0"} />
      {view.wallet && <CheckoutWalletChoice wallet={view.wallet} />}
      {view.delivery && (
        <section className="checkout__section" aria-labelledby="where-title">
          <h3 id="where-title">{t("checkout.where")}</h3>
          {view.delivery.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {view.deliveryTime && <p>{view.deliveryTime}</p>}
          <p className="checkout__change">
            <Link to={`${base}/address`}>{t("checkout.changeArea")}</Link>
            {" · "}
            <Link to={`${base}/form`}>{t("checkout.change")}</Link>
          </p>
        </section>
      )}
      <CheckoutFields view={view} errors={errors} />
      <BreakdownTable
        rows={view.rows}
        total={view.total}
        included={view.included}
        byPayment={view.byPayment}
      />
      {view.shortOfMinimum && (
        <p id="place-blocked" className="checkout__blocked">
          {view.shortOfMinimum}
        </p>
      )}
      {/* Below the minimum the order cannot be placed (the API refuses it too): said, not tried. */}
      <button
        type="submit"
        className="button button--primary checkout__place"
        disabled={placing || view.shortOfMinimum !== null}
        aria-describedby={view.shortOfMinimum ? "place-blocked" : undefined}
      >
        {placing
          ? t("checkout.placing")
          : view.byPayment
            ? // The total of the checked method only, as the breakdown above shows it (ADR 039).
              view.byPayment.map((group) => (
                <span key={group.total} data-for-payment={group.paymentTypes.join(" ")}>
                  {t("checkout.place", { total: group.total })}
                </span>
              ))
            : t("checkout.place", { total: view.total })}
      </button>
    </Form>
  );
}
