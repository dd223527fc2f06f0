import type { LocalizedText, ZoneDto } from "@storefront/api-client";
import { normalizeSearchText } from "@storefront/domain";
import { branchZones } from "./delivery-zones";

/** An area the sheet offers. */
export interface AreaChoice {
  id: number;
  name: string;
  /** The area's names in every language, normalized for the search as you type. */
  search: string;
}

/** The areas of one governorate (the area's parent_name); null gathers areas without one. */
export interface AreaGroup {
  governorate: string | null;
  areas: AreaChoice[];
}

/**
 * The area sheet (spec 2: "an area-selection modal"): the areas of the branch's visible zones
 * (spec 5), grouped by governorate in the order they first appear, each group sorted by name in
 * the interface language. `text` picks a name in that language (the domain's `pickText`).
 * `areaSheet(zones, 1, text, "en")[0]` is `{ governorate: "Hawalli Governorate", areas: [...] }`
 */
export function areaSheet(
  zones: readonly ZoneDto[],
  branchId: number,
  text: (value: LocalizedText) => string,
  language: string,
): AreaGroup[] {
  const groups = new Map<string, AreaGroup>();
  const seen = new Set<number>();
  for (const zone of branchZones(zones, branchId)) {
    for (const area of zone.areas) {
      if (seen.has(area.id)) continue;
      seen.add(area.id);
      const governorate = area.parent_name ? text(area.parent_name) : null;
      const key = governorate ?? "";
      const group = groups.get(key) ?? { governorate, areas: [] };
      groups.set(key, group);
      group.areas.push({
        id: area.id,
        name: text(area.name),
        search: normalizeSearchText(Object.values(area.name).join(" ")),
      });
    }
  }
  const collator = new Intl.Collator(language);
  return [...groups.values()].map((group) => ({
    ...group,
    areas: group.areas.sort((a, b) => collator.compare(a.name, b.name)),
  }));
}

/**
 * The sheet narrowed to the areas whose names hold every word typed, in any of their languages;
 * groups left empty are dropped. A blank query keeps everything.
 * `filterAreaGroups(groups, "salm")` keeps Salmiya and Ras Salmiya
 */
export function filterAreaGroups(groups: readonly AreaGroup[], query: string): AreaGroup[] {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      areas: group.areas.filter((area) => words.every((word) => area.search.includes(word))),
    }))
    .filter((group) => group.areas.length > 0);
}
