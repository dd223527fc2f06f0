import { useTranslation } from "../language/use-translation";
import { FieldError } from "../layout/FieldError";

/**
 * One to five stars as a radio group with a legend: each star is a real radio button, named for
 * screen readers ("3 of 5 stars"); the chosen star and those before it are filled (CSS `:has`).
 */
export function StarRating({
  name,
  legend,
  selected,
  required,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  selected?: number | null;
  required?: boolean;
  error?: string | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="stars" aria-describedby={error ? errorId : undefined}>
      <legend className="field">
        {legend}
        {required && <span className="feedback__required"> ({t("feedback.required")})</span>}
      </legend>
      <div className="stars__row">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="stars__star">
            <input
              type="radio"
              name={name}
              value={stars}
              defaultChecked={selected === stars}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t("feedback.starLabel", { stars })}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
