import { useTranslation } from "../language/use-translation";
import { describedBy, FieldError } from "../layout/FieldError";
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
  const nameError =
    errors.name &&
    t(errors.name === "required" ? "login.errors.nameRequired" : "login.errors.nameTooLong");
  const emailError = errors.email && t("login.errors.emailInvalid");
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
        {...describedBy("account-name-error", nameError)}
      />
      <FieldError id="account-name-error" error={nameError} />
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
        {...describedBy("account-email-error", emailError)}
      />
      <FieldError id="account-email-error" error={emailError} />
    </>
  );
}
