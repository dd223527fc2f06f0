import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { loader } from "../routes/resources.place-name";
import type { LatLng } from "./area-point";
import { formatDegrees } from "./parse-pin";

/** A point as the fields write it, to the ten centimetres the page keeps. */
const pointKey = ({ lat, lng }: LatLng) => `${formatDegrees(lat)},${formatDegrees(lng)}`;

/**
 * The name of the place under the pin: the server's name for where the page opened, then asked
 * again a moment after the pin stops moving (a drag asks once). Null while the name of a new
 * point is on its way, never an older point's name.
 */
export function usePlaceName(pin: LatLng, opened: { pin: LatLng; place: string | null }) {
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  const here = pointKey(pin);
  const moved = here !== pointKey(opened.pin);
  useEffect(() => {
    if (!moved) return;
    const [lat = "", lng = ""] = here.split(",");
    const query = new URLSearchParams({ lat, lng });
    const timer = setTimeout(() => void load(`/resources/place-name?${query}`), 400);
    return () => clearTimeout(timer);
  }, [moved, here, load]);
  if (!moved) return opened.place;
  const answer = fetcher.data;
  return answer && pointKey(answer.pin) === here ? answer.place : null;
}
