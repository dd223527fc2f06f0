import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyBoardEvents } from "../board/events-proxy.server";

/** `GET /board/events`: the board's live feed, passed on from the API with the session's token. */
export function loader({ request }: LoaderFunctionArgs) {
  return proxyBoardEvents(request);
}
