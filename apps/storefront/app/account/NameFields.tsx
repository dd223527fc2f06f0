import { useTranslation } from "react-i18next";
import type { NameErrors } from "./login-form";

/** The name and email fields of the registration and profile forms, with their messages. */
export function NameFields({
  answer,
  name = "",
  email = "",
}: {
  answer: { fieldErrors?: NameErrors; name?: string; email?: string } | undefined;
  name?: string;
  email?: string | null;
}) {
  const { t } = useTranslation();
  const errors = answer?.fieldErrors ?? {};
  return (
    <>
      <label className="field" htmlFor="account-name">
        {t("login.name")}
      </label>
      <input
        id="account-name"
        name="name"
        autoComplete="name"
        required
        maxLength={80}
        defaultValue={answer?.name ?? name}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? "account-name-error" : undefined}
      />
      {errors.name && (
        <p id="account-name-error" role="alert" className="form-error">
          {t(errors.name === "required" ? "login.errors.nameRequired" : "login.errors.nameTooLong")}
        </p>
      )}
      <label className="field" htmlFor="account-email">
        {t("login.email")}
      </label>
      <input
        id="account-email"
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        maxLength={254}
        defaultValue={answer?.email ?? email ?? ""}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? "account-email-error" : undefined}
      />
      {errors.email && (
        <p id="account-email-error" role="alert" className="form-error">
          {t("login.errors.emailInvalid")}
        </p>
      )}
    </>
  );
}
