import type { AreaDto, ShippingCountryDto, ZoneDto } from "@storefront/api-client";

// Zones shaped like the demo's Bait Al Kuwait (apps/api/src/db/demo-ordering/bait-al-kuwait.ts):
// branch 1 is Salmiya, branch 2 is Sharq. For the delivery steps' tests only.

type Ring = [number, number][];
const polygon = (...corners: Ring) => ({
  type: "Polygon" as const,
  coordinates: [[...corners, corners[0] as [number, number]]],
});
const point = (lng: number, lat: number) => ({ type: "Point" as const, coordinates: [lng, lat] });

const hawalliGovernorate = { en: "Hawalli Governorate", ar: "محافظة حولي" };
const capitalGovernorate = { en: "Capital Governorate", ar: "محافظة العاصمة" };

function area(
  id: number,
  zone: number,
  branch: number,
  name: { en: string; ar: string },
  shape: AreaDto["shape"],
  parent: { en: string; ar: string } | null = hawalliGovernorate,
): AreaDto {
  return { id, name, parent_name: parent, osm_id: null, shape, zone_id: zone, branch };
}

function zone(
  fields: Pick<ZoneDto, "id" | "branch" | "name" | "shape" | "areas"> & Partial<ZoneDto>,
): ZoneDto {
  return {
    visible: true,
    fees: 500,
    min_order: 3000,
    delivery_time: 30,
    unit: "minute",
    color: "#8a1c2b",
    ...fields,
  };
}

export const salmiyaZone = zone({
  id: 1,
  branch: 1,
  name: { en: "Salmiya", ar: "السالمية" },
  shape: polygon(
    [48.056, 29.326],
    [48.09, 29.319],
    [48.104, 29.333],
    [48.099, 29.353],
    [48.072, 29.352],
    [48.056, 29.342],
  ),
  areas: [
    area(
      11,
      1,
      1,
      { en: "Salmiya", ar: "السالمية" },
      polygon(
        [48.062, 29.329],
        [48.088, 29.324],
        [48.098, 29.335],
        [48.094, 29.348],
        [48.072, 29.347],
        [48.062, 29.34],
      ),
    ),
    area(12, 1, 1, { en: "Ras Salmiya", ar: "رأس السالمية" }, point(48.096, 29.35)),
  ],
});

export const hawalliZone = zone({
  id: 2,
  branch: 1,
  name: { en: "Hawalli & Jabriya", ar: "حولي والجابرية" },
  fees: 750,
  color: "#c9a227",
  shape: polygon(
    [48.006, 29.306],
    [48.054, 29.306],
    [48.056, 29.342],
    [48.04, 29.352],
    [48.006, 29.348],
  ),
  areas: [
    area(
      21,
      2,
      1,
      { en: "Hawalli", ar: "حولي" },
      polygon([48.012, 29.328], [48.045, 29.328], [48.046, 29.344], [48.015, 29.345]),
    ),
    area(22, 2, 1, { en: "Jabriya", ar: "الجابرية" }, point(48.025, 29.318)),
  ],
});

/** A paused zone of branch 1: drawn, but it delivers nowhere (spec 5). */
export const pausedZone = zone({
  id: 3,
  branch: 1,
  visible: false,
  name: { en: "Rumaithiya", ar: "الرميثية" },
  shape: polygon([48.056, 29.304], [48.087, 29.304], [48.09, 29.319], [48.056, 29.326]),
  areas: [area(31, 3, 1, { en: "Rumaithiya", ar: "الرميثية" }, point(48.072, 29.312))],
});

export const sharqZone = zone({
  id: 4,
  branch: 2,
  name: { en: "Kuwait City & Sharq", ar: "مدينة الكويت وشرق" },
  color: "#1f3a5f",
  shape: polygon(
    [47.96, 29.362],
    [47.999, 29.36],
    [48.0, 29.388],
    [47.99, 29.387],
    [47.975, 29.382],
    [47.96, 29.377],
  ),
  areas: [
    area(
      41,
      4,
      2,
      { en: "Sharq", ar: "شرق" },
      polygon([47.985, 29.368], [47.9985, 29.368], [47.999, 29.387], [47.99, 29.386]),
      capitalGovernorate,
    ),
    area(42, 4, 2, { en: "Qibla", ar: "القبلة" }, point(47.972, 29.372), capitalGovernorate),
  ],
});

export const zones: ZoneDto[] = [salmiyaZone, hawalliZone, pausedZone, sharqZone];

/** Points on the map, by where they are. */
export const places = {
  /** Inside the Salmiya area's outline. */
  salmiya: { lat: 29.338, lng: 48.08 },
  /** Inside the Salmiya zone, outside every drawn area. */
  salmiyaCoast: { lat: 29.35, lng: 48.097 },
  /** Inside the Hawalli area's outline. */
  hawalli: { lat: 29.336, lng: 48.03 },
  /** Inside the paused Rumaithiya zone only. */
  rumaithiya: { lat: 29.312, lng: 48.072 },
  /** Inside Sharq, a zone of branch 2. */
  sharq: { lat: 29.375, lng: 47.992 },
  /** The Arabian Gulf, off Salmiya. */
  sea: { lat: 29.4, lng: 48.1 },
};

function country(
  fields: Pick<ShippingCountryDto, "id" | "country" | "country_iso" | "branch_id">,
): ShippingCountryDto {
  return { icon: null, fees_per_kg: 1500, fixed_fees: 2500, min_order: 10000, ...fields };
}

export const countries: ShippingCountryDto[] = [
  country({
    id: 1,
    country: { en: "Saudi Arabia", ar: "السعودية" },
    country_iso: "SA",
    branch_id: 1,
  }),
  country({ id: 2, country: { en: "Kuwait", ar: "الكويت" }, country_iso: "KW", branch_id: 1 }),
  country({ id: 3, country: { en: "Oman", ar: "عُمان" }, country_iso: "OM", branch_id: 2 }),
];
