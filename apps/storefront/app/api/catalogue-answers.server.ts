import { currentCatalogueRevision } from "./catalogue-revision.server";
import { keptAnswers } from "./kept-answers";

/**
 * The API's catalogue answers this process keeps per revision: a branch's menu, its tags and
 * ingredients, its banners of a day; and per revision and minute, a selling type's shifts and the
 * business itself (its rating counts reviews, which the revision does not: a new review shows
 * within the minute, as on a kept page, ADR 053).
 */
export const catalogueAnswer = keptAnswers({
  currentRevision: currentCatalogueRevision,
  maximumEntries: 500,
});
