import { useTranslation } from "../language/use-translation";

/** Any other error: its message as plain text. */
export function ErrorMessage({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="notice">
      <h1>
        <bdi>{message ?? t("errors.somethingWentWrong")}</bdi>
      </h1>
    </section>
  );
}
