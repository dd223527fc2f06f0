import type { OpenStateView } from "./open-state";

/** Open or closed now, in words, with a coloured dot that only repeats what the words say. */
export function OpenStateLine({
  state,
  text = state.text,
}: {
  state: OpenStateView;
  text?: string;
}) {
  return <p className={`open-state open-state--${state.open ? "open" : "closed"}`}>{text}</p>;
}
