import { Form, useNavigation } from "@remix-run/react";
import { useTranslate } from "../language/use-language";

/** What the last upload did, or why it was refused (nothing changed then). */
export type MenuUploadOutcome =
  | {
      readonly ok: true;
      readonly categories: number;
      readonly items: number;
      readonly newItems: readonly string[];
      readonly hiddenItems: readonly string[];
    }
  | { readonly ok: false; readonly problem: string; readonly faults: readonly string[] };

/**
 * The menu page's upload: a plain file form (it works before JavaScript), and what the upload did
 * or each mistake of a refused document, announced to screen readers.
 */
export function MenuUpload({ outcome }: { outcome: MenuUploadOutcome | undefined }) {
  const t = useTranslate();
  const busy = useNavigation().formEncType === "multipart/form-data";
  return (
    <section aria-labelledby="menu-upload" className="menu-upload">
      <h2 id="menu-upload">{t("menu.upload")}</h2>
      <p>{t("menu.uploadIntro")}</p>
      <Form method="post" encType="multipart/form-data" className="menu-upload__form">
        <label htmlFor="menu-document">{t("menu.uploadFile")}</label>
        <input
          id="menu-document"
          name="document"
          type="file"
          accept="application/json,.json"
          required
        />
        <button type="submit" className="button" disabled={busy}>
          {t("menu.uploadButton")}
        </button>
      </Form>
      {outcome?.ok === true && (
        <div className="alert alert--info" role="status">
          <p>{t("menu.uploaded", { items: outcome.items, categories: outcome.categories })}</p>
          {outcome.newItems.length > 0 && (
            <p>{t("menu.uploadedNew", { keys: outcome.newItems.join(", ") })}</p>
          )}
          {outcome.hiddenItems.length > 0 && (
            <p>{t("menu.uploadedHidden", { keys: outcome.hiddenItems.join(", ") })}</p>
          )}
        </div>
      )}
      {outcome?.ok === false && (
        <div className="alert alert--error" role="alert">
          <p>{outcome.problem}</p>
          {outcome.faults.length > 0 && (
            <ul className="menu-upload__faults">
              {outcome.faults.map((fault, index) => (
                <li key={index} dir="ltr">
                  {fault}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
