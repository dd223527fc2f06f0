import { describe, expect, it } from "vitest";
import { areaPoint } from "./area-point";
import { hawalliZone, places, salmiyaZone, zones } from "./delivery.fixtures";
import { branchZones, findBranchArea } from "./delivery-zones";
import { judgePin } from "./judge-pin";

const salmiyaBranch = { zones, branchId: 1 };

/** The verdict on a pin that lies where the branch delivers: the zone and the area it is in. */
const inside = (zoneId: number, areaId: number) => ({ ok: true, zoneId, areaId });

/** The verdict on a pin outside the branch's zones, naming the branch that delivers there, if one. */
const outside = (otherBranchId: number | null) => ({
  ok: false,
  code: "OUTSIDE_DELIVERY_ZONES",
  otherBranchId,
});

describe('judgePin, spec 5: "A location must lie inside the selected area\'s polygon or inside a visible zone. Only visible zones count."', () => {
  it("keeps a pin inside the chosen area's outline, with that area", () => {
    expect(judgePin(places.salmiya, { ...salmiyaBranch, chosenAreaId: 11 })).toEqual(inside(1, 11));
  });

  it("keeps a pin inside another visible zone of the branch and moves the area to the drawn one holding it", () => {
    expect(judgePin(places.hawalli, { ...salmiyaBranch, chosenAreaId: 11 })).toEqual(inside(2, 21));
  });

  it("outside every drawn area, keeps the chosen area when its zone delivers, else the zone's nearest", () => {
    expect(judgePin(places.salmiyaCoast, { ...salmiyaBranch, chosenAreaId: 11 })).toEqual(
      inside(1, 11),
    );
    // Jabriya is in the Hawalli zone; the coast is Salmiya's, nearest to Ras Salmiya.
    expect(judgePin(places.salmiyaCoast, { ...salmiyaBranch, chosenAreaId: 22 })).toEqual(
      inside(1, 12),
    );
  });

  it("refuses a pin in the sea, with no branch to suggest", () => {
    expect(judgePin(places.sea, { ...salmiyaBranch, chosenAreaId: 11 })).toEqual(outside(null));
  });

  it("refuses a pin inside a paused (hidden) zone: only visible zones count", () => {
    expect(judgePin(places.rumaithiya, { ...salmiyaBranch, chosenAreaId: null })).toEqual(
      outside(null),
    );
  });

  it("refuses a pin another branch delivers to, and names that branch", () => {
    expect(judgePin(places.sharq, { ...salmiyaBranch, chosenAreaId: 11 })).toEqual(outside(2));
    expect(judgePin(places.sharq, { zones, branchId: 2, chosenAreaId: 41 })).toEqual(inside(4, 41));
  });

  it("a stale chosen area (another branch's) does not let a pin in", () => {
    expect(judgePin(places.sharq, { ...salmiyaBranch, chosenAreaId: 41 }).ok).toBe(false);
  });
});

describe("the zones of a branch", () => {
  it("are its own visible ones", () => {
    expect(branchZones(zones, 1).map((zone) => zone.id)).toEqual([1, 2]);
    expect(branchZones(zones, 2).map((zone) => zone.id)).toEqual([4]);
  });

  it("find an area only among them (spec 4: another branch's area, or a hidden zone's, is stale)", () => {
    expect(findBranchArea(zones, 1, 22)?.name.en).toBe("Jabriya");
    expect(findBranchArea(zones, 1, 41)).toBeNull();
    expect(findBranchArea(zones, 1, 31)).toBeNull();
    expect(findBranchArea(zones, 1, null)).toBeNull();
  });
});

describe("areaPoint: where the pin starts for an area", () => {
  it("is the area's own point", () => {
    expect(areaPoint(salmiyaZone.areas[1]!.shape)).toEqual({ lat: 29.35, lng: 48.096 });
  });

  it("is the centre of a drawn area, inside it, and the chosen area accepts it", () => {
    const hawalli = hawalliZone.areas[0]!;
    const centre = areaPoint(hawalli.shape);
    expect(centre.lat).toBeCloseTo(29.336, 2);
    expect(centre.lng).toBeCloseTo(48.0295, 2);
    expect(judgePin(centre, { ...salmiyaBranch, chosenAreaId: hawalli.id })).toMatchObject({
      ok: true,
      areaId: hawalli.id,
    });
  });

  it("does not depend on the outline's starting corner", () => {
    const ring = (hawalliZone.areas[0]!.shape as { coordinates: number[][][] }).coordinates[0]!;
    const open = ring.slice(0, -1);
    const turned = [...open.slice(2), ...open.slice(0, 2)];
    const rotated = { type: "Polygon" as const, coordinates: [[...turned, turned[0]!]] };
    const a = areaPoint(hawalliZone.areas[0]!.shape);
    const b = areaPoint(rotated);
    expect(b.lat).toBeCloseTo(a.lat, 9);
    expect(b.lng).toBeCloseTo(a.lng, 9);
  });

  it("falls back to a corner of an outline whose centre lies outside it (a U shape)", () => {
    const u = {
      type: "Polygon" as const,
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 3],
          [2, 3],
          [2, 1],
          [1, 1],
          [1, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    expect(areaPoint(u)).toEqual({ lat: 0, lng: 0 });
  });

  it("takes the largest outline of a multi-polygon", () => {
    const multi = {
      type: "MultiPolygon" as const,
      coordinates: [
        [
          [
            [0, 0],
            [0.1, 0],
            [0.1, 0.1],
            [0, 0.1],
            [0, 0],
          ],
        ],
        [
          [
            [10, 10],
            [12, 10],
            [12, 12],
            [10, 12],
            [10, 10],
          ],
        ],
      ],
    };
    expect(areaPoint(multi)).toEqual({ lat: 11, lng: 11 });
  });
});
