import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { fallbackLanguage } from "@storefront/domain";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { productName } from "../layout/product";
import { describeError, errorTitle } from "./error-screen";

type Matches = Parameters<MetaFunction>[0]["matches"];

/**
 * Meta tags of the error screen for whatever a route threw; the brand is the product's unless a
 * business is known. A not-found page says so in its description too.
 */
export function errorMeta(
  { error, matches }: { error: unknown; matches: Matches },
  brand = productName,
): MetaDescriptor[] {
  const { status } = describeError(error);
  const description =
    status === 404 ? [{ name: "description", content: notFoundDescription(matches) }] : [];
  return mergeMeta(matches, [{ title: errorTitle(status, brand) }, ...description]);
}

/** Meta tags of a not-found page: the spec's title, and a description in the interface language. */
export function notFoundMeta({ matches }: { matches: Matches }): MetaDescriptor[] {
  return mergeMeta(matches, [
    { title: errorTitle(404, productName) },
    { name: "description", content: notFoundDescription(matches) },
  ]);
}

function notFoundDescription(matches: Matches): string {
  return translate(interfaceLanguage(matches))("meta.notFoundDescription");
}

/** The interface language the root loader chose, read from the matches a meta function gets. */
function interfaceLanguage(matches: Matches): string {
  const data: unknown = matches.find((match) => match.id === "root")?.data;
  return typeof data === "object" && data !== null && "language" in data
    ? String(data.language)
    : fallbackLanguage;
}

/**
 * Meta tags of a customer's own page (login, profile, history): its title beside the business's
 * name, never indexed; the error screen's when the loader threw.
 */
export function privatePageMeta({
  data,
  error,
  matches,
}: {
  data: { title: string; home: { name: string } } | undefined;
  error?: unknown;
  matches: Matches;
}): MetaDescriptor[] {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [
    { title: `${data.title} · ${data.home.name}` },
    { name: "robots", content: "noindex" },
  ]);
}
