import { describe, expect, it } from "vitest";
import { locateCustomer, locateProblem } from "./locate-customer";
import { formatDegrees, parsePin } from "./parse-pin";

describe("parsePin: the coordinates typed without the map", () => {
  it("reads decimal degrees", () => {
    expect(parsePin({ lat: "29.3375", lng: " 48.0755 " })).toEqual({
      ok: true,
      pin: { lat: 29.3375, lng: 48.0755 },
    });
    expect(parsePin({ lat: "-33", lng: "+151.2" })).toEqual({
      ok: true,
      pin: { lat: -33, lng: 151.2 },
    });
  });

  it("reads Arabic-Indic digits and a decimal comma", () => {
    expect(parsePin({ lat: "٢٩٫٣٣", lng: "48,07" })).toEqual({
      ok: true,
      pin: { lat: 29.33, lng: 48.07 },
    });
  });

  it("refuses what is not a point on the globe, naming each bad field", () => {
    expect(parsePin({ lat: "91", lng: "48" })).toEqual({
      ok: false,
      errors: { lat: "LAT_INVALID" },
    });
    expect(parsePin({ lat: "29", lng: "-181" })).toEqual({
      ok: false,
      errors: { lng: "LNG_INVALID" },
    });
    expect(parsePin({ lat: "", lng: "abc" })).toEqual({
      ok: false,
      errors: { lat: "LAT_INVALID", lng: "LNG_INVALID" },
    });
    for (const bad of ["1e3", "Infinity", "NaN", "29.3.3", "0x1A", null]) {
      expect(parsePin({ lat: bad, lng: "48" }).ok, String(bad)).toBe(false);
    }
  });

  it("shows a point with six decimals at most", () => {
    expect(formatDegrees(29.337912345)).toBe("29.337912");
    expect(formatDegrees(48.1)).toBe("48.1");
  });
});

describe("locateCustomer: the browser's geolocation as data (spec 8: its failure is passed to the caller)", () => {
  const answering = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
    ({
      getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        answer(ok, fail!),
    }) as Pick<Geolocation, "getCurrentPosition">;

  it("answers the position", async () => {
    const here = answering((ok) =>
      ok({ coords: { latitude: 29.33, longitude: 48.07 } } as GeolocationPosition),
    );
    await expect(locateCustomer(here)).resolves.toEqual({
      ok: true,
      pin: { lat: 29.33, lng: 48.07 },
    });
  });

  it("answers a refusal, an unknown position and a timeout as problems", async () => {
    for (const [code, problem] of [
      [1, "DENIED"],
      [2, "UNAVAILABLE"],
      [3, "TIMEOUT"],
    ] as const) {
      const failing = answering((_ok, fail) => fail({ code } as GeolocationPositionError));
      await expect(locateCustomer(failing)).resolves.toEqual({ ok: false, problem });
    }
    expect(locateProblem(99)).toBe("UNAVAILABLE");
  });

  it("answers UNSUPPORTED where the browser has no geolocation", async () => {
    await expect(locateCustomer(undefined)).resolves.toEqual({ ok: false, problem: "UNSUPPORTED" });
  });
});
