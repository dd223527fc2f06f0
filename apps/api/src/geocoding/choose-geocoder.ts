import type { Database } from "../db/database.js";
import type { Env } from "../env.js";
import { databaseGeocoder } from "./database-geocoder.js";
import type { Geocoder } from "./geocoder.js";
import { nominatimGeocoder } from "./nominatim-geocoder.js";

/**
 * The geocoder the settings ask for: the database's areas by default, Nominatim with
 * `GEOCODER=nominatim` and `NOMINATIM_URL` (throws without the URL, so start-up stops).
 * `chooseGeocoder({ GEOCODER: "database" }, db)` answers from the areas.
 */
export function chooseGeocoder(
  settings: Pick<Env, "GEOCODER" | "NOMINATIM_URL">,
  db: Database,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Geocoder {
  if (settings.GEOCODER === "database") return databaseGeocoder(db);
  // Checked here rather than in the env schema: start-up calls this, so a bad setting still stops it.
  if (!settings.NOMINATIM_URL)
    throw new Error("Invalid environment: GEOCODER=nominatim needs NOMINATIM_URL");
  return nominatimGeocoder({ baseUrl: settings.NOMINATIM_URL, fetch });
}
