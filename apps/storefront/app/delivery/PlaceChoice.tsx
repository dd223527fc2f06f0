import type { ReactNode } from "react";
import { useTranslation } from "../language/use-translation";

/**
 * One place in a list the customer picks from (an area, a country to ship to): a button that
 * posts `name=value`, marked when it is the place chosen before.
 */
export function PlaceChoice({
  name,
  value,
  chosen,
  busy,
  children,
}: {
  name: string;
  value: number;
  chosen: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="submit" name={name} value={value} className="area-choice" disabled={busy}>
        {children}
        {chosen && <span className="delivery-badge">{t("delivery.area.chosen")}</span>}
      </button>
    </li>
  );
}
