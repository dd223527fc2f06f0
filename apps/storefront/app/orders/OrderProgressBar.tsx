import { useTranslation } from "../language/use-translation";
import type { ProgressStepView } from "./order-view";

/**
 * The steps of an order's way as a bar: the steps done filled, the current one marked
 * (`aria-current="step"`), those ahead faint, each with the time it was reached.
 */
export function OrderProgressBar({ steps }: { steps: readonly ProgressStepView[] }) {
  const { t } = useTranslation();
  return (
    <ol className="order-progress" aria-label={t("order.progress")}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`order-progress__step order-progress__step--${step.state}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className="order-progress__label">{step.label}</span>
          {step.at && step.dateTime && (
            <time className="order-progress__time" dateTime={step.dateTime}>
              {step.at}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
