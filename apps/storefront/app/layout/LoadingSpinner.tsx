import { useTranslation } from "../language/use-translation";

/** A spinner while the next page loads; the live region stays in place so screen readers hear it. */
export function LoadingSpinner({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="loading">
      {loading ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("loading")}</span>
        </>
      ) : null}
    </div>
  );
}
