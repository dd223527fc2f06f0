import { useTranslation } from "react-i18next";
import type { BusinessHome } from "./business-home";

/** The business's branches, the one this storefront serves marked. */
export function BranchList({ branches }: { branches: BusinessHome["branches"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="branches-heading">
      <h2 id="branches-heading">{t("home.branches")}</h2>
      <ul className="branches">
        {branches.map((branch) => (
          <li key={branch.id} className="branch">
            <span className="branch__name">{branch.name}</span>
            {branch.current && <span className="badge">{t("home.currentBranch")}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
