import type { IngredientDto, TagDto } from "@storefront/api-client";
import { apiFor } from "../api/api-client.server";
import { catalogueAnswer } from "../api/catalogue-answers.server";
import { reportError } from "../errors/report-error.server";

/** A branch's tags and ingredients (`GET tags-ingredients`), ordered in the interface language. */
export interface TagsIngredients {
  tags: TagDto[];
  ingredients: IngredientDto[];
}

/**
 * Loads the tags and ingredients of a branch's items. They only name and filter what the menu
 * already shows, so a failure leaves them out (no filter, no ingredient names) instead of failing
 * the page.
 */
export async function loadTagsIngredients(
  branchId: number,
  language: string,
): Promise<TagsIngredients> {
  try {
    const answer = await catalogueAnswer(`tags ${branchId} ${language}`, "revision", () =>
      apiFor(language).getTagsIngredients({ query: { branch_id: branchId, locale: language } }),
    );
    return { tags: answer.tags, ingredients: answer.ingredients };
  } catch (error) {
    reportError(error, "server", {
      what: `Loading the tags and ingredients of branch ${branchId} failed`,
    });
    return { tags: [], ingredients: [] };
  }
}
