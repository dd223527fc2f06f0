import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { namePin } from "../delivery/name-pin.server";
import { parsePin } from "../delivery/parse-pin";
import { requestLanguage } from "../language/request-language.server";

// The map step asks here, as the pin moves, for the name of the place it stands on
// (app/delivery/use-place-name.ts): `{ pin, place }`, the place null where nothing is known.

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const reading = parsePin({ lat: query.get("lat"), lng: query.get("lng") });
  if (!reading.ok) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const { language } = requestLanguage(request.headers);
  return data(
    { pin: reading.pin, place: await namePin(reading.pin, language) },
    // The same point keeps its name; the answer depends on the language cookie.
    { headers: { "Cache-Control": "private, max-age=300", Vary: "Cookie" } },
  );
}
