import { apiUrl } from "./addresses";
import { expect, test } from "@playwright/test";
import {
  noAxeViolations,
  orderFalafelForCarPickup,
  registerNewCustomer,
  shot,
  useLanguage,
} from "./customer-journey";

// Rating the business and answering its feedback survey on /demo/Feedback
// (docs/decisions/032-ratings-and-feedback.md): a guest meets the survey and a way to sign in to
// rate; a required question left empty says so beside it; a new customer rates with stars and a
// comment, answers every type of question, and sees each thank-you. In English and Arabic.

const texts = {
  en: {
    title: "Feedback",
    signInToRate: "Sign in to rate",
    stars: (count: number) => `${count} of 5 stars`,
    comment: "Comment (optional)",
    sendRating: "Send rating",
    ratingThanks: "Thank you for your rating.",
    yourReview: "You gave 4 of 5 stars. Rating again replaces it.",
    food: /How did the food make you feel\?/,
    delivery: /Rate the delivery/,
    ordered: /What did you order most recently\?/,
    recommend: /How likely are you to recommend us to a friend\?/,
    change: /What should we change\?/,
    phone: /Your phone, if you would like us to call you back/,
    happy: "Happy",
    machboos: "Machboos",
    sendAnswers: "Send answers",
    required: "Please answer this question.",
    check: "Some answers need another look.",
    surveyThanks: "Thank you! Your answers were sent.",
    outOf5: /out of 5/,
    name: "Mariam",
    suggestion: "More parking, please",
  },
  ar: {
    title: "الآراء والتقييم",
    signInToRate: "سجّل الدخول للتقييم",
    stars: (count: number) => `${count} من 5 نجوم`,
    comment: "تعليق (اختياري)",
    sendRating: "أرسل التقييم",
    ratingThanks: "شكرًا لتقييمك.",
    yourReview: "منحت 4 من 5 نجوم. التقييم من جديد يحل محله.",
    food: /ما شعورك تجاه الطعام؟/,
    delivery: /قيّم التوصيل/,
    ordered: /ماذا طلبت آخر مرة؟/,
    recommend: /ما مدى احتمال أن توصي بنا لصديق؟/,
    change: /ما الذي يجب أن نغيّره؟/,
    phone: /رقم هاتفك إن أردت أن نتصل بك/,
    happy: "سعيد",
    machboos: "مجبوس",
    sendAnswers: "أرسل الإجابات",
    required: "يرجى الإجابة عن هذا السؤال.",
    check: "بعض الإجابات تحتاج إلى مراجعة.",
    surveyThanks: "شكرًا لك! تم إرسال إجاباتك.",
    outOf5: /من 5/,
    name: "مريم",
    suggestion: "مواقف أكثر من فضلكم",
  },
} as const;

for (const language of ["en", "ar"] as const) {
  const say = texts[language];

  test.describe(`feedback in ${language}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test("the home shows the rating and leads to the Feedback page", async ({ page }) => {
      await page.goto("/demo");
      await expect(page.locator(".home__rating")).toContainText(say.outOf5);
      await page.locator(".home__links").getByRole("link", { name: say.title }).click();
      await expect(page).toHaveURL(/\/demo\/Feedback$/);
      await expect(page.getByRole("heading", { level: 2, name: say.title })).toBeVisible();
    });

    test("a required question left empty says so; a customer rates and answers every type", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.goto("/demo/Feedback");
      await expect(page.getByRole("link", { name: say.signInToRate })).toBeVisible();
      // Every kind of question, drawn as what it is.
      await expect(page.getByRole("group", { name: say.food }).getByRole("radio")).toHaveCount(5);
      await expect(page.getByRole("group", { name: say.delivery }).getByRole("radio")).toHaveCount(
        5,
      );
      await expect(page.getByRole("group", { name: say.ordered }).getByRole("radio")).toHaveCount(
        4,
      );
      await expect(page.getByRole("slider", { name: say.recommend })).toBeVisible();
      await expect(page.getByRole("textbox", { name: say.change })).toBeVisible();
      await expect(page.getByRole("textbox", { name: say.phone })).toHaveAttribute("type", "tel");
      await noAxeViolations(page);
      await shot(page, testInfo, `feedback-${language}`);

      // The required faces question left empty: its message is beside it, the rest is kept.
      await page.getByRole("group", { name: say.delivery }).getByText("★").nth(4).click();
      await page.getByRole("textbox", { name: say.change }).fill(say.suggestion);
      await page.getByRole("button", { name: say.sendAnswers }).click();
      const food = page.getByRole("group", { name: say.food });
      await expect(food.getByRole("alert")).toHaveText(say.required);
      await expect(page.getByText(say.check)).toBeVisible();
      await expect(page.getByRole("textbox", { name: say.change })).toHaveValue(say.suggestion);
      await noAxeViolations(page);
      await shot(page, testInfo, `feedback-required-${language}`);

      // Sign in (a new customer) and come back to rate.
      await page.getByRole("link", { name: say.signInToRate }).click();
      await expect(page).toHaveURL(/\/demo\/login\?returnTo=%2Fdemo%2FFeedback/);
      await registerNewCustomer(page, language, say.name);
      await expect(page).toHaveURL(/\/demo\/Feedback$/);

      // Four stars and a comment.
      const rating = page.locator("#rating");
      // A person taps the fourth star.
      await rating.locator(".stars").getByText("★").nth(3).click();
      await expect(rating.getByRole("radio", { name: say.stars(4) })).toBeChecked();
      await rating.getByRole("textbox", { name: say.comment }).fill(say.suggestion);
      await rating.getByRole("button", { name: say.sendRating }).click();
      await expect(page).toHaveURL(/\/demo\/Feedback\?rated=1#rating$/);
      await expect(rating.getByRole("status")).toHaveText(say.ratingThanks);
      await expect(rating.getByText(say.yourReview)).toBeVisible();
      await expect(rating.getByRole("radio", { name: say.stars(4) })).toBeChecked();
      await noAxeViolations(page);
      await shot(page, testInfo, `feedback-rated-${language}`);

      // Every question answered.
      await page
        .getByRole("group", { name: say.food })
        .getByText(say.happy, { exact: true })
        .click();
      await page.getByRole("group", { name: say.delivery }).getByText("★").nth(4).click();
      await page
        .getByRole("group", { name: say.ordered })
        .getByRole("radio", { name: say.machboos })
        .check();
      await page.getByRole("slider", { name: say.recommend }).fill("9");
      await page.getByRole("textbox", { name: say.change }).fill(say.suggestion);
      await page.getByRole("textbox", { name: say.phone }).fill("5000 0009");
      await page.getByRole("button", { name: say.sendAnswers }).click();
      await expect(page).toHaveURL(/\/demo\/Feedback\?answered=1#survey$/);
      await expect(page.locator("#survey").getByRole("status")).toHaveText(say.surveyThanks);
      await noAxeViolations(page);
      await shot(page, testInfo, `feedback-thanks-${language}`);
    });
  });
}

test("a delivered order, and only then, leads its customer to rate the business", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, "en");
  // A new customer, signed in.
  await page.goto("/demo/login");
  const phone = await registerNewCustomer(page, "en", "Hamad");
  await expect(page).toHaveURL(/\/demo\/profile$/);

  // A falafel for car pickup, paid cash.
  const id = await orderFalafelForCarPickup(page, { name: "Hamad", phone });
  await expect(page.getByRole("link", { name: "Rate your experience" })).toHaveCount(0);

  // The kitchen accepts it, makes it ready and hands it over (spec 4: 1, 3, 5).
  for (const status of [1, 3, 5]) {
    const moved = await page.request.post(`${apiUrl}/dev/order/${id}/status`, {
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }
  await page.goto(`/demo/order/${id}`);
  await page.getByRole("link", { name: "Rate your experience" }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/Feedback\\?order=${id}#rating$`));
  const rating = page.locator("#rating");
  await rating.locator(".stars").getByText("★").nth(4).click();
  await rating.getByRole("button", { name: texts.en.sendRating }).click();
  await expect(rating.getByRole("status")).toHaveText(texts.en.ratingThanks);
  await expect(rating.getByText("You gave 5 of 5 stars. Rating again replaces it.")).toBeVisible();
});

test("a business that neither shows a rating nor asks for feedback has no Feedback page", async ({
  page,
}) => {
  await useLanguage(page, "en");
  const response = await page.goto("/demo-shop/Feedback");
  expect(response?.status()).toBe(404);
  await page.goto("/demo-shop/settings");
  await expect(page.getByRole("link", { name: "Policies" })).toBeVisible();
  await expect(page.getByRole("link", { name: texts.en.title })).toHaveCount(0);
});

test("the survey is answered without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await useLanguage(page, "en");
  await page.goto("/demo/Feedback");
  // Without JavaScript a click on a face or a star is a click on its label.
  await page.getByRole("group", { name: texts.en.food }).getByText("😊").click();
  await page.getByRole("group", { name: texts.en.delivery }).getByText("★").nth(2).click();
  await expect(
    page
      .getByRole("group", { name: texts.en.delivery })
      .getByRole("radio", { name: texts.en.stars(3) }),
  ).toBeChecked();
  await page.getByRole("button", { name: texts.en.sendAnswers }).click();
  await expect(page.locator("#survey").getByRole("status")).toHaveText(texts.en.surveyThanks);
  await context.close();
});
