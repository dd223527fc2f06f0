import type { MetaDescriptor } from "@remix-run/node";

/** What makes two meta tags the same tag: a later one of the same key replaces the earlier. */
function metaKey(descriptor: MetaDescriptor): string | null {
  if ("title" in descriptor) return "title";
  if ("name" in descriptor) return `name:${String(descriptor.name)}`;
  if ("property" in descriptor) return `property:${String(descriptor.property)}`;
  return null;
}

/**
 * A route's meta tags on top of its parents'. Remix lets a route's `meta()` replace all of its
 * parents' tags, so a route merges them back, keeping its own where both say the same thing.
 * `mergeMeta([{ matches: [{ meta: [{ title: "A" }, { name: "description", content: "d" }] }] }], [{ title: "B" }])`
 * gives the description and the title "B".
 */
export function mergeMeta(
  matches: readonly { meta?: readonly MetaDescriptor[] | undefined }[],
  own: readonly MetaDescriptor[],
): MetaDescriptor[] {
  const replaced = new Set(own.map(metaKey));
  const inherited = matches
    .flatMap((match) => match.meta ?? [])
    .filter((descriptor) => {
      const key = metaKey(descriptor);
      return key === null || !replaced.has(key);
    });
  return [...inherited, ...own];
}
