import { useTranslation } from "../language/use-translation";

/** "Page not found: {path}", the path shown as text and kept left-to-right inside Arabic. */
export function NotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice">
      <h1>
        {t("errors.pageNotFound")} <bdi dir="ltr">{path}</bdi>
      </h1>
    </section>
  );
}
