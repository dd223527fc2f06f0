import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import type { ParseKeys } from "i18next";
import { errorMeta } from "../errors/error-meta";
import { translate } from "../language/translate";
import { mergeMeta } from "./merge-meta";

type Matches = Parameters<MetaFunction>[0]["matches"];

interface TitledPage {
  title: string;
  home: { name: string };
}

/**
 * Meta tags of a business's page: its title beside the business's name; the error screen's when
 * the loader threw.
 */
export function pageMeta({
  data,
  error,
  matches,
}: {
  data: TitledPage | undefined;
  error?: unknown;
  matches: Matches;
}): MetaDescriptor[] {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [{ title: `${data.title} · ${data.home.name}` }]);
}

/**
 * The same with a description, the message `descriptionKey` names with the business's name in
 * it, in the page's language: `describedPageMeta("meta.policiesDescription")`.
 */
export function describedPageMeta(descriptionKey: ParseKeys) {
  return ({
    data,
    error,
    matches,
  }: {
    data: (TitledPage & { language: string }) | undefined;
    error?: unknown;
    matches: Matches;
  }): MetaDescriptor[] => {
    if (!data) return errorMeta({ error, matches });
    const description = translate(data.language)(descriptionKey, { name: data.home.name });
    return mergeMeta(matches, [
      { title: `${data.title} · ${data.home.name}` },
      { name: "description", content: description },
    ]);
  };
}
