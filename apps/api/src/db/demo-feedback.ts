import type { LocalizedText } from "@storefront/api-client";
import { surveyQuestionTypes } from "@storefront/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "./database.js";
import {
  businesses,
  businessReviews,
  type SurveyQuestionRules,
  surveyChoices,
  surveyQuestions,
  surveys,
  users,
} from "./schema/index.js";

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

/** The demo restaurant's survey: one question of each of spec 3's six types. */
export const demoSurveys: readonly DemoSurvey[] = [
  {
    business: "demo",
    title: { en: "How was your visit?", ar: "كيف كانت تجربتك؟" },
    intro: {
      en: "Two minutes of your time help our kitchen and our drivers do better.",
      ar: "دقيقتان من وقتك تساعدان مطبخنا وسائقينا على التحسّن.",
    },
    questions: [
      {
        type: surveyQuestionTypes.smile,
        text: { en: "How did the food make you feel?", ar: "ما شعورك تجاه الطعام؟" },
        required: true,
      },
      {
        type: surveyQuestionTypes.rate,
        text: { en: "Rate the delivery", ar: "قيّم التوصيل" },
        required: true,
      },
      {
        type: surveyQuestionTypes.choices,
        text: { en: "What did you order most recently?", ar: "ماذا طلبت آخر مرة؟" },
        required: false,
        choices: [
          { en: "Machboos", ar: "مجبوس" },
          { en: "Grills", ar: "مشاوي" },
          { en: "Desserts", ar: "حلويات" },
          { en: "Something else", ar: "شيء آخر" },
        ],
      },
      {
        type: surveyQuestionTypes.slider,
        text: {
          en: "How likely are you to recommend us to a friend?",
          ar: "ما مدى احتمال أن توصي بنا لصديق؟",
        },
        required: false,
        rules: {
          min: 0,
          max: 10,
          step: 1,
          minLabel: { en: "Not likely", ar: "غير محتمل" },
          maxLabel: { en: "Very likely", ar: "محتمل جدًا" },
        },
      },
      {
        type: surveyQuestionTypes.text,
        text: { en: "What should we change?", ar: "ما الذي يجب أن نغيّره؟" },
        required: false,
        rules: { maxLength: 500 },
      },
      {
        type: surveyQuestionTypes.phone,
        text: {
          en: "Your phone, if you would like us to call you back",
          ar: "رقم هاتفك إن أردت أن نتصل بك",
        },
        required: false,
      },
    ],
  },
];

/** The demo customers' reviews (Fatma five stars, Yousef four). */
export const demoReviews = [
  {
    business: "demo",
    phone: "+96550000001",
    stars: 5,
    comment: "The machboos tastes like my grandmother's.",
  },
  { business: "demo", phone: "+96550000002", stars: 4, comment: null },
] as const;

/**
 * Inserts the demo surveys of businesses that have none, active, and the demo reviews of customers
 * who have not rated yet. `await seedDemoFeedback(db)`
 */
export async function seedDemoFeedback(db: Database, now = new Date("2026-11-01T12:00:00Z")) {
  for (const entry of demoSurveys) {
    await db.transaction(async (tx) => {
      const [business] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.referenceId, entry.business));
      if (!business) return;
      const [existing] = await tx
        .select({ id: surveys.id })
        .from(surveys)
        .where(eq(surveys.businessId, business.id))
        .limit(1);
      if (existing) return;
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
  for (const review of demoReviews) {
    const [customer] = await db
      .select({ userId: users.id, businessId: businesses.id })
      .from(users)
      .innerJoin(businesses, eq(businesses.id, users.businessId))
      .where(
        and(
          eq(businesses.referenceId, review.business),
          eq(users.phone, review.phone),
          isNull(users.deletedAt),
        ),
      );
    if (!customer) continue;
    await db
      .insert(businessReviews)
      .values({
        businessId: customer.businessId,
        userId: customer.userId,
        stars: review.stars,
        comment: review.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}
