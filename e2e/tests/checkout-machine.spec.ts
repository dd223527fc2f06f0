import { storefrontUrl } from "./addresses";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { SnapshotFrom } from "xstate";
import { getShortestPaths, type StatePath } from "xstate/graph";
import type { CheckoutEvent } from "../../apps/storefront/app/checkout/checkout-events";
import {
  actorDone,
  car,
  checkoutInput,
  details,
  placed,
  quote,
  withSettings,
} from "../../apps/storefront/app/checkout/checkout.fixtures";
import { checkoutMachine } from "../../apps/storefront/app/checkout/checkout-machine";
import type { CheckoutDetails } from "../../apps/storefront/app/checkout/checkout-shapes";
import { offeredSlots } from "../../apps/storefront/app/checkout/offered-slots";

// The checkout machine's paths, replayed through the real checkout page
// (docs/decisions/050-checkout-machine-page-steps.md).
// XState's graph utilities generate the shortest path to every state the car pickup and dine-in
// checkouts can reach over the events the page can express (its fields, one submit, and the
// answers of the page's own actors: the loader's quote, the action's order or payment page). Each
// path ending in a refusal or an order is then lived on the seeded demo: the page is filled as the
// path's events say and submitted, and the customer must see what the machine decided: the
// refusal beside its field (and nothing posted), or the order page.

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Path = StatePath<Snapshot, CheckoutEvent>;

const storefront = storefrontUrl;
// Bait Al Kuwait's Falafel (appetizers, 0.900, no choices).
const falafel = "4/24";
const locale = (language: "en" | "ar") =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/storefront/app/locales/${language}.json`, import.meta.url),
      "utf8",
    ),
  ) as { orderErrors: Record<string, string> };

/** The demo's ordering settings where they shape the graph: scheduled orders and its payment methods. */
const demoSchedule = {
  on: true,
  only_schedule: false,
  min_advance: { interval: 1, scale: "hour" as const },
  max_advance: { interval: 3, scale: "day" as const },
};
const demoSettings = {
  ...withSettings({
    dine_in: { label: "dinein", scheduled_orders: demoSchedule },
    car_pickup: { show_car_info: true, scheduled_orders: demoSchedule },
  }),
  payment_methods: [2, 4, 8, 6, 3],
};
const cash = 2;
const knet = 4;

const carPickup = checkoutInput({ sellingType: "car_pickup", place: null, settings: demoSettings });
const dineIn = checkoutInput({ sellingType: "dine_in", place: null, settings: demoSettings });

/** A slot the machine offers at the fixtures' clock: the page expresses it as a slot it offers. */
const [firstDay] = offeredSlots({ ...carPickup, country: null });
const laterSlot = firstDay?.slots[1] ?? firstDay?.slots[0];
const later = laterSlot && {
  type: "later" as const,
  slot: { from: laterSlot.from.toISO() ?? "" },
};

const submitDetails = (changes: Partial<CheckoutDetails>): CheckoutEvent => ({
  type: "SUBMIT_DETAILS",
  details: { ...details, ...changes },
});

/** The details events, shared by both checkouts, with the words a path is named by. */
const detailsEvents: [CheckoutEvent, string][] = [
  [submitDetails({ paymentType: cash }), "details, now, cash"],
  [submitDetails({ paymentType: knet }), "details, now, KNET"],
  ...(later
    ? [[submitDetails({ schedule: later }), "details, later, cash"] as [CheckoutEvent, string]]
    : []),
  [submitDetails({ name: " " }), "no name"],
  [submitDetails({ phone: "1" }), "a phone nobody can dial"],
];
/** The answers of the page's actors: the loader's quote, the action's order or its payment page. */
const pageAnswers: [CheckoutEvent, string][] = [
  [actorDone("calcOrder", quote()), "priced"],
  [{ type: "PLACE" }, "place"],
  [actorDone("placeOrder", placed()), "placed"],
  [actorDone("placeOrder", placed("https://pay.example/session/1")), "to the payment page"],
];

const alphabets: Record<"car_pickup" | "dine_in", Map<CheckoutEvent, string>> = {
  car_pickup: new Map([
    [{ type: "SUBMIT_CAR", car }, "car"],
    [{ type: "SUBMIT_CAR", car: { ...car, plate_number: "" } }, "car without a plate"],
    ...detailsEvents,
    ...pageAnswers,
  ]),
  dine_in: new Map([
    [{ type: "CHOOSE_TABLE", tableId: 5 }, "a table"],
    [{ type: "CHOOSE_TABLE", tableId: null }, "no table"],
    ...detailsEvents,
    ...pageAnswers,
  ]),
};

/** A state as the graph tells states apart: where it is and what the customer chose. */
function serialize(snapshot: Snapshot): string {
  const { value, context } = snapshot;
  const { car, tableId, details, refusal, placed } = context;
  return JSON.stringify({ value, car, tableId, details, refusal, placed });
}

const isPageStep = (snapshot: Snapshot) =>
  (["car", "table", "details"] as const).some((step) => snapshot.matches(step));
const isRefusal = (snapshot: Snapshot) => isPageStep(snapshot) && snapshot.context.refusal !== null;

/**
 * Whether the page can live the path: it ends in a refusal or an order, and the action's answer
 * fits the payment method (an online one goes to the payment page, cash does not).
 */
function expressible(path: Path): boolean {
  const end = path.state;
  if (!isRefusal(end) && !end.matches("placed") && !end.matches("paying")) return false;
  const online = end.context.details.paymentType !== cash;
  return end.matches("placed") ? !online : end.matches("paying") ? online : true;
}

function pathsOf(sellingType: "car_pickup" | "dine_in") {
  const alphabet = alphabets[sellingType];
  const paths = getShortestPaths(checkoutMachine, {
    input: sellingType === "car_pickup" ? carPickup : dineIn,
    events: [...alphabet.keys()],
    serializeState: serialize,
  })
    .filter(expressible)
    .sort((first, second) => first.steps.length - second.steps.length)
    // Enough browser runs: every refusal and every ending is among the first few.
    .slice(0, 8);
  return paths.map((path) => {
    const steps = path.steps.slice(1).map(({ event }) => alphabet.get(event) ?? event.type);
    return { name: `${steps.join(", ")} → ${describeEnd(path.state)}`, path };
  });
}

function describeEnd(snapshot: Snapshot): string {
  return isRefusal(snapshot)
    ? `${String(snapshot.value)} refused: ${snapshot.context.refusal}`
    : String(snapshot.value);
}

/** Where the page says a refusal: the field the machine found wanting. */
function refusedField(event: CheckoutEvent, code: string): string {
  if (code === "CAR_REQUIRED" && event.type === "SUBMIT_CAR") {
    const blank = (["model", "color", "plate_number"] as const).find(
      (field) => event.car[field].trim() === "",
    );
    return blank === "model" ? "#car_model" : blank === "color" ? "#car_color" : "#plate_number";
  }
  return (
    {
      TABLE_REQUIRED: "#table_id",
      NAME_REQUIRED: "#name",
      PHONE_INVALID: "#phone",
    }[code] ?? "#name"
  );
}

async function useLanguage(page: Page, language: "en" | "ar") {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: storefront }]);
}

/** A cart with one Falafel, on the checkout page, once the machine runs there. */
async function openCheckout(page: Page, type: "car_pickup" | "dinein") {
  await page.goto(`/demo/${type}/${falafel}`);
  await page.getByRole("button", { name: /Add to cart|أضف إلى السلة/ }).click();
  await expect(page.locator(".form-success")).toBeVisible();
  await page.goto(`/demo/${type}/checkout`);
  // The machine has loaded: it judges the fields now.
  await expect(page.locator("form.checkout")).toHaveAttribute("novalidate", "");
}

/** Fills the page's fields as a customer event says. */
async function fill(page: Page, event: CheckoutEvent) {
  switch (event.type) {
    case "SUBMIT_CAR":
      await page.locator("#car_model").fill(event.car.model);
      await page.locator("#car_color").fill(event.car.color);
      await page.locator("#plate_number").fill(event.car.plate_number);
      return;
    case "CHOOSE_TABLE":
      if (event.tableId === null) await page.locator("#table_id").selectOption("");
      else await page.locator("#table_id").selectOption({ index: 1 });
      return;
    case "SUBMIT_DETAILS": {
      const { name, phone, schedule, paymentType } = event.details;
      await page.locator("#name").fill(name);
      await page.locator("#phone").fill(phone);
      // "Now" while the demo is open, else the time it offers (the journeys run at any hour).
      const now = page.locator('input[name="when"][value="now"]');
      if (schedule.type === "now" && (await now.count()) > 0) {
        await now.check();
      } else {
        await page.locator('input[name="when"][value="later"]').check();
        await page.locator("#slot").selectOption({ index: 1 });
      }
      await page.locator(`input[name="payment_type"][value="${paymentType}"]`).check();
      return;
    }
    default:
      throw new Error(`The page does not express ${event.type}`);
  }
}

const customerEvents = new Set(["SUBMIT_CAR", "CHOOSE_TABLE", "SUBMIT_DETAILS"]);

/**
 * Lives a path on the page: fills the fields of each customer event; where the machine refused
 * one, submits and expects the refusal beside its field with nothing posted; at the end, submits
 * and expects what the path ends in.
 */
async function live(page: Page, path: Path, language: "en" | "ar") {
  const messages = locale(language).orderErrors;
  const posts: string[] = [];
  page.on("request", (request) => {
    // The checkout's own posts (its action, with or without Remix's `.data`), not its drafts.
    if (
      request.method() === "POST" &&
      /\/checkout(\.data)?$/.test(new URL(request.url()).pathname)
    ) {
      posts.push(request.url());
    }
  });
  const place = page.locator(".checkout__place");
  for (const { event, state } of path.steps.slice(1)) {
    if (!customerEvents.has(event.type)) continue;
    await fill(page, event);
    if (!isRefusal(state)) continue;
    const code = state.context.refusal ?? "";
    await place.click();
    const field = page.locator(refusedField(event, code));
    const message = page.locator(`#${await field.getAttribute("id")}-error`);
    await expect(message).toHaveText(messages[code] ?? "");
    await expect(message).toHaveAttribute("role", "alert");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute(
      "aria-describedby",
      `${await field.getAttribute("id")}-error`,
    );
    await expect(field).toBeFocused();
    expect(posts).toEqual([]);
  }
  if (isRefusal(path.state)) return;
  await place.click();
  if (path.state.matches("paying")) {
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
  } else {
    await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
    await expect(page.getByText("Thank you! Your order is placed.")).toBeVisible();
  }
  expect(posts).toHaveLength(1);
}

const carPickupPaths = pathsOf("car_pickup");
const dineInPaths = pathsOf("dine_in");

/**
 * Walks one selling type's paths on the page, once the graph is seen to reach that type's own
 * refusal, the details' refusals and both endings.
 */
function walkPaths(
  title: string,
  paths: ReturnType<typeof pathsOf>,
  type: "car_pickup" | "dinein",
  ownRefusal: RegExp,
) {
  test.describe(`the checkout machine's paths on the page: ${title}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, "en"));
    test("the graph gives paths to refusals and orders", () => {
      expect(paths.map(({ name }) => name)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(ownRefusal),
          expect.stringMatching(/details refused: NAME_REQUIRED$/),
          expect.stringMatching(/details refused: PHONE_INVALID$/),
          expect.stringMatching(/→ placed$/),
          expect.stringMatching(/→ paying$/),
        ]),
      );
    });
    for (const { name, path } of paths) {
      test(name, async ({ page }) => {
        await openCheckout(page, type);
        await live(page, path, "en");
      });
    }
  });
}

walkPaths("car pickup", carPickupPaths, "car_pickup", /car refused: CAR_REQUIRED$/);
walkPaths("dine-in", dineInPaths, "dinein", /table refused: TABLE_REQUIRED$/);

test.describe("the checkout machine's paths on the page: in Arabic", () => {
  const refusals = carPickupPaths.filter(({ path }) => isRefusal(path.state));
  const [carRefused] = refusals.filter(({ path }) => path.state.matches("car"));
  test(`car pickup, right to left: ${carRefused?.name ?? "(no path)"}, then fixed and placed`, async ({
    page,
  }, testInfo) => {
    test.skip(!carRefused, "the graph gave no refused car");
    await useLanguage(page, "ar");
    await openCheckout(page, "car_pickup");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await live(page, carRefused!.path, "ar");
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("refused-car-ar.png"), fullPage: true });
    await fill(page, { type: "SUBMIT_CAR", car });
    await fill(page, submitDetails({ paymentType: cash }));
    await page.locator(".checkout__place").click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
  });
});
