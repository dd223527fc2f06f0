import { requestCatalogueRevision } from "./catalogue-revision.server";
import { keptAnswers } from "./kept-answers";

/**
 * The API's catalogue answers this process keeps per revision: a branch's menu, its tags and
 * ingredients, a selling type's shifts (per minute). The business's own answer is not among them:
 * its rating changes with reviews, which the revision does not count.
 */
export const catalogueAnswer = keptAnswers({
  currentRevision: requestCatalogueRevision,
  maximumEntries: 500,
});
