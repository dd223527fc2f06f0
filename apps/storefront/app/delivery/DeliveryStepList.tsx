import { Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { DeliveryPaths } from "./delivery-paths";
import type { DeliveryStep } from "./delivery-steps";

/**
 * The delivery steps as a small progress list (Area → Location → Address → Checkout): the steps
 * done link back, the current one is marked for screen readers too.
 */
export function DeliveryStepList({
  steps,
  paths,
  shipping,
}: {
  steps: readonly DeliveryStep[];
  paths: DeliveryPaths;
  shipping: boolean;
}) {
  const { t } = useTranslation();
  const target = { area: paths.address, location: paths.map, address: paths.form } as const;
  return (
    <nav aria-label={t("delivery.steps.label")} className="delivery-steps">
      <ol>
        {steps.map((step, index) => {
          const label = t(
            `delivery.steps.${step.name === "area" && shipping ? "country" : step.name}`,
          );
          const text = (
            <>
              <span className="delivery-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {label}
            </>
          );
          return (
            <li
              key={step.name}
              className={`delivery-steps__step delivery-steps__step--${step.state}`}
            >
              {step.state === "done" && step.name !== "checkout" ? (
                <Link to={target[step.name]}>{text}</Link>
              ) : (
                <span aria-current={step.state === "current" ? "step" : undefined}>{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
