import { Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { BusinessHome } from "./business-home";

/** The business's branches, the one this storefront serves marked. */
export function BranchList({
  branches,
  branchesPath,
}: {
  branches: BusinessHome["branches"];
  branchesPath: string;
}) {
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
      {branches.length > 1 && (
        <p className="branches__change">
          <Link to={branchesPath}>{t("branches.change")}</Link>
        </p>
      )}
    </section>
  );
}
