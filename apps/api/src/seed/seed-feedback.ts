import type { LocalizedText } from "@storefront/api-client";
import type { surveyQuestionTypes } from "@storefront/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  businessReviews,
  type SurveyQuestionRules,
  surveyChoices,
  surveyQuestions,
  surveys,
} from "../db/schema/index.js";
import { findAccount, findBusiness, hasRow } from "./demo-lookups.js";

interface DemoQuestion {
  readonly type: (typeof surveyQuestionTypes)[keyof typeof surveyQuestionTypes];
  readonly text: LocalizedText;
  readonly required: boolean;
  readonly rules?: SurveyQuestionRules;
  readonly choices?: readonly LocalizedText[];
}

interface DemoSurvey {
  readonly business: string;
  readonly title: LocalizedText;
  readonly intro: LocalizedText | null;
  readonly questions: readonly DemoQuestion[];
}

/** A demo customer's review of a business, by the customer's sign-in phone. */
interface DemoReview {
  readonly business: string;
  readonly phone: string;
  readonly stars: number;
  readonly comment: string | null;
}

/** The demo surveys and reviews (demo/feedback.json). */
export interface DemoFeedback {
  readonly surveys: readonly DemoSurvey[];
  readonly reviews: readonly DemoReview[];
}

/**
 * Inserts the demo surveys of businesses that have none, active, and the demo reviews of customers
 * who have not rated yet. `await seedDemoFeedback(db)`
 */
export async function seedDemoFeedback(
  db: Database,
  { surveys: surveyList, reviews }: DemoFeedback,
  now = new Date("2026-11-01T12:00:00Z"),
) {
  for (const entry of surveyList) {
    await db.transaction(async (tx) => {
      const business = await findBusiness(tx, entry.business);
      if (!business) return;
      if (await hasRow(tx, surveys, eq(surveys.businessId, business.id))) return;
      const [survey] = await tx
        .insert(surveys)
        .values({
          businessId: business.id,
          title: entry.title,
          intro: entry.intro,
          active: true,
          createdAt: now,
        })
        .returning({ id: surveys.id });
      if (!survey) throw new Error("The survey's insert returned no row");
      for (const [position, question] of entry.questions.entries()) {
        const [row] = await tx
          .insert(surveyQuestions)
          .values({
            surveyId: survey.id,
            position,
            type: question.type,
            text: question.text,
            required: question.required,
            rules: question.rules ?? {},
          })
          .returning({ id: surveyQuestions.id });
        if (!row) throw new Error("The question's insert returned no row");
        if (question.choices) {
          await tx.insert(surveyChoices).values(
            question.choices.map((text, choicePosition) => ({
              questionId: row.id,
              position: choicePosition,
              text,
            })),
          );
        }
      }
    });
  }
  for (const review of reviews) {
    const business = await findBusiness(db, review.business);
    if (!business) continue;
    const user = await findAccount(db, business.id, review.phone);
    if (!user) continue;
    await db
      .insert(businessReviews)
      .values({
        businessId: business.id,
        userId: user.id,
        stars: review.stars,
        comment: review.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}
