import { Form, useNavigation } from "@remix-run/react";
import { useTranslate } from "../language/use-language";
import {
  maxPreparationMinutes,
  maxReasonLength,
  movesOf,
  quickPreparationMinutes,
  type MoveName,
} from "./order-moves";

/**
 * The moves an order offers, each a form that works without JavaScript: accept with a quick
 * preparation time or a typed one; reject or cancel with a reason (required); the others one tap.
 */
export function OrderActions({
  orderId,
  nextStatuses,
  returnTo,
}: {
  orderId: number;
  nextStatuses: readonly number[];
  returnTo: string;
}) {
  const t = useTranslate();
  const moves = movesOf(nextStatuses);
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("order_id") === String(orderId);
  if (moves.length === 0) return null;
  const hidden = (move: MoveName) => (
    <>
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="move" value={move} />
      <input type="hidden" name="return_to" value={returnTo} />
    </>
  );
  return (
    <div className="actions no-print">
      {moves.map((move) => {
        if (move === "accept") {
          return (
            <Form method="post" key={move} className="actions__accept">
              {hidden(move)}
              <fieldset disabled={busy}>
                <legend>{t("moves.acceptIn")}</legend>
                <div className="actions__quick">
                  {quickPreparationMinutes.map((minutes) => (
                    <button
                      key={minutes}
                      type="submit"
                      name="preparation_minutes"
                      value={minutes}
                      className="button button--primary"
                      aria-label={t("moves.acceptWithMinutes", { minutes })}
                    >
                      {t("moves.minutes", { minutes })}
                    </button>
                  ))}
                </div>
                <div className="actions__custom">
                  <label htmlFor={`custom-minutes-${orderId}`}>{t("moves.otherMinutes")}</label>
                  <input
                    id={`custom-minutes-${orderId}`}
                    name="custom_minutes"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxPreparationMinutes}
                    dir="ltr"
                  />
                  <button
                    type="submit"
                    name="preparation_minutes"
                    value="custom"
                    className="button"
                  >
                    {t("moves.accept")}
                  </button>
                </div>
              </fieldset>
            </Form>
          );
        }
        if (move === "reject" || move === "cancel") {
          return (
            <details key={move} className="actions__reason">
              <summary className="button button--danger-outline">{t(`moves.${move}`)}</summary>
              <Form method="post">
                {hidden(move)}
                <fieldset disabled={busy}>
                  <label htmlFor={`${move}-reason-${orderId}`}>{t(`moves.reasons.${move}`)}</label>
                  <textarea
                    id={`${move}-reason-${orderId}`}
                    name="reason"
                    required
                    maxLength={maxReasonLength}
                    rows={2}
                    aria-describedby={`${move}-hint-${orderId}`}
                  />
                  <p id={`${move}-hint-${orderId}`} className="field__hint">
                    {t("moves.reasonHint")}
                  </p>
                  <button type="submit" className="button button--danger">
                    {t(`moves.confirm.${move}`)}
                  </button>
                </fieldset>
              </Form>
            </details>
          );
        }
        return (
          <Form method="post" key={move}>
            {hidden(move)}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t(`moves.${move}`)}
            </button>
          </Form>
        );
      })}
    </div>
  );
}
