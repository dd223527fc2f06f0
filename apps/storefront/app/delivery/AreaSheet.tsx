import { Form, useNavigation } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "../language/use-translation";
import { type AreaGroup, filterAreaGroups } from "./area-sheet";
import { PlaceChoice } from "./PlaceChoice";
import { useHydrated } from "./use-hydrated";

/**
 * The area sheet (spec 2: "an area-selection modal"): the branch's areas by governorate, each a
 * button that posts the choice. With JavaScript a search field narrows the list as the customer
 * types; without it the whole list shows.
 */
export function AreaSheet({
  groups,
  chosenAreaId,
}: {
  groups: readonly AreaGroup[];
  chosenAreaId: number | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const [query, setQuery] = useState("");
  const id = useId();
  const shown = filterAreaGroups(groups, query);
  const count = shown.reduce((sum, group) => sum + group.areas.length, 0);
  return (
    <Form method="post" className="area-sheet">
      <input type="hidden" name="intent" value="area" />
      {/* Before the scripts run the search field's place is kept empty, so that the areas do
          not move under a finger when it appears. */}
      {!hydrated && <div className="area-search area-search--waiting" />}
      {hydrated && (
        <div className="area-search">
          <label htmlFor={`${id}-search`}>{t("delivery.area.search")}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            // Enter in the search field must not choose the first area.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
          />
          <p role="status" className="area-search__count">
            {query.trim() === ""
              ? ""
              : count > 0
                ? t("delivery.area.matches", { count })
                : t("delivery.area.noMatch", { query: query.trim() })}
          </p>
        </div>
      )}
      {shown.map((group, index) => (
        <section
          key={group.governorate ?? ""}
          className="area-group"
          aria-labelledby={`${id}-${index}`}
        >
          <h3 id={`${id}-${index}`} className="area-group__title">
            {group.governorate ?? t("delivery.area.otherGovernorate")}
          </h3>
          <ul className="area-list">
            {group.areas.map((area) => (
              <PlaceChoice
                key={area.id}
                name="areaId"
                value={area.id}
                chosen={area.id === chosenAreaId}
                busy={busy}
              >
                <span>{area.name}</span>
              </PlaceChoice>
            ))}
          </ul>
        </section>
      ))}
    </Form>
  );
}
