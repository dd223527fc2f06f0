import type { MetaDescriptor } from "@remix-run/node";
import { translate } from "../language/translate";

/** The home's meta tags: its name, a description, and its canonical address on its own host. */
export function businessHomeMeta(data: {
  language: string;
  home: { name: string };
  canonical: string | null;
}): MetaDescriptor[] {
  const { name } = data.home;
  return [
    { title: name },
    {
      name: "description",
      content: translate(data.language)("meta.businessDescription", { name }),
    },
    ...(data.canonical ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
  ];
}
