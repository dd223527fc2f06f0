import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { loadDemo } from "../seed/demo-data.js";
import { seedDemoLocations } from "../seed/seed-locations.js";
import { savedLocations, users } from "../db/schema/index.js";

const { locations: demoLocations } = await loadDemo();
const database = testDatabase();

describe("the demo customers' saved locations", () => {
  it("lie inside the demo delivery zones (each has an area), the first the default", async () => {
    const rows = await database.db
      .select({ location: savedLocations, phone: users.phone })
      .from(savedLocations)
      .innerJoin(users, eq(users.id, savedLocations.userId));
    const expected = Object.values(demoLocations).flatMap((byPhone) => Object.values(byPhone));
    expect(rows).toHaveLength(expected.flat().length);
    for (const { location } of rows) expect(location.areaId, location.title).not.toBeNull();
    const fatma = rows.filter(({ phone }) => phone === "+96550000001");
    expect(
      fatma.filter(({ location }) => location.isDefault).map(({ location }) => location.title),
    ).toEqual(["Home"]);
  });

  it("are seeded once", async () => {
    expect(await seedDemoLocations(database.db, demoLocations)).toBe(0);
  });
});
