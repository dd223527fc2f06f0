/** A section of views whose items may carry a picture (the menu's sections). */
interface SectionWithPictures {
  items: { image: { eager?: boolean } | null }[];
  subsections: SectionWithPictures[];
}

/**
 * Marks the first `count` pictures of a menu, in reading order, to load at once: they are above
 * the fold on a phone, and lazy loading would only delay them. The rest load as they near the
 * screen.
 */
export function markEagerImages<Section extends SectionWithPictures>(
  sections: Section[],
  count: number,
): Section[] {
  let left = count;
  const visit = (section: SectionWithPictures) => {
    for (const item of section.items) {
      if (left === 0) return;
      if (item.image) {
        item.image.eager = true;
        left -= 1;
      }
    }
    section.subsections.forEach(visit);
  };
  sections.forEach(visit);
  return sections;
}
