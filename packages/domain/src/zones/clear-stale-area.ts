import { visibleZones } from "./visible-zones.js";
import type { DeliverySelection, DeliveryZone } from "./zone-shapes.js";

/**
 * Spec section 4: "the selected area is cleared when its branch differs from the current branch
 * or its zone is no longer among visible zones". Everything else is kept, and a selection with
 * nothing stale comes back as it was.
 * `clearStaleArea({ ...selection, area: areaOfBranch2 }, { currentBranchId: 1, zones }).area === null`
 */
export function clearStaleArea<S extends DeliverySelection>(
  selection: S,
  current: { readonly currentBranchId: number; readonly zones: readonly DeliveryZone[] },
): S {
  const { area } = selection;
  if (area === null) return selection;
  const zoneVisible = visibleZones(current.zones).some((zone) => zone.id === area.zone_id);
  return area.branch === current.currentBranchId && zoneVisible
    ? selection
    : { ...selection, area: null };
}
