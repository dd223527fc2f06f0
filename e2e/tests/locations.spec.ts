import { expect, type Page, test } from "@playwright/test";
import {
  chooseNowOrFirstSlot,
  noAxeViolations,
  registerNewCustomer,
  shot,
  signInWithCode,
  useLanguage,
} from "./customer-journey";

// Saved locations (docs/decisions/031-saved-locations.md): a customer of the demo restaurant
// signs in, keeps locations on /demo/locations (add, choose the default, edit, delete after a
// confirmation), finds the default chosen on the area sheet and orders to it; a guest's address
// stays on the device and is offered for saving after signing in. In English and Arabic, with
// JavaScript as the browser has it (every step is a plain form post).

const texts = {
  en: {
    manage: "Manage your saved locations",
    none: "You have no saved locations yet.",
    add: "Add a location",
    name: "Name (for example Home or Work)",
    area: "Area",
    salmiya: "Salmiya",
    rasSalmiya: "Ras Salmiya",
    block: "Block",
    street: "Street",
    houseNumber: "House number",
    save: "Save location",
    saveChanges: "Save changes",
    added: "The location is saved.",
    updated: "Your changes are saved.",
    deleted: "The location is deleted.",
    defaultChanged: "Your default location has changed.",
    defaultBadge: "Default",
    makeDefaultOf: (name: string) => `Make ${name} the default`,
    editOf: (name: string) => `Edit ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
    deleteConfirm: "Yes, delete it",
    titleRequired: "Enter a name for this location.",
    addToCart: /Add to cart/,
    quantity: "Quantity",
    picker: "Your saved locations",
    deliverHere: "Deliver here",
    cash: "Cash",
    placeOrder: /Place order/,
    offer: "Save the address you entered?",
    offerSave: "Save to my locations",
    continue: "Continue to checkout",
  },
  ar: {
    manage: "إدارة عناوينك المحفوظة",
    none: "لا توجد لديك عناوين محفوظة بعد.",
    add: "إضافة عنوان",
    name: "الاسم (مثل المنزل أو العمل)",
    area: "المنطقة",
    salmiya: "السالمية",
    rasSalmiya: "رأس السالمية",
    block: "القطعة",
    street: "الشارع",
    houseNumber: "رقم المنزل",
    save: "حفظ العنوان",
    saveChanges: "حفظ التغييرات",
    added: "تم حفظ العنوان.",
    updated: "تم حفظ التغييرات.",
    deleted: "تم حذف العنوان.",
    defaultChanged: "تم تغيير عنوانك الافتراضي.",
    defaultBadge: "الافتراضي",
    makeDefaultOf: (name: string) => `اجعل ${name} العنوان الافتراضي`,
    editOf: (name: string) => `تعديل ${name}`,
    deleteOf: (name: string) => `حذف ${name}`,
    deleteConfirm: "نعم، احذفه",
    titleRequired: "أدخل اسمًا لهذا العنوان.",
    addToCart: /أضف إلى السلة/,
    quantity: "الكمية",
    picker: "عناوينك المحفوظة",
    deliverHere: "التوصيل إلى هنا",
    cash: "نقداً",
    placeOrder: /تأكيد الطلب/,
    offer: "هل تريد حفظ العنوان الذي أدخلته؟",
    offerSave: "احفظه في عناويني",
    continue: "متابعة إلى إتمام الطلب",
  },
} as const;
type Language = keyof typeof texts;

// Bait Al Kuwait's Falafel (0.900 KWD): four pass the Salmiya zone's 3.000 minimum.
const falafel = "4/24";

async function addFalafels(page: Page, language: Language) {
  const w = texts[language];
  await page.goto(`/demo/delivery/${falafel}`);
  await page.getByLabel(w.quantity).fill("4");
  await page.getByRole("button", { name: w.addToCart }).click();
  await expect(page.locator(".form-success")).toBeVisible();
}

/** Adds a location on /demo/locations: a name, an area, a house's block, street and number. */
async function addLocation(page: Page, language: Language, name: string, area: string) {
  const w = texts[language];
  await page.getByRole("link", { name: w.add }).click();
  await page.getByLabel(w.name).fill(name);
  await page.getByLabel(w.area).selectOption({ label: area });
  await page.getByRole("textbox", { name: w.block }).fill("10");
  await page.getByRole("textbox", { name: w.street }).fill("Salem Al Mubarak St");
  await page.getByRole("textbox", { name: w.houseNumber }).fill("14");
  await page.getByRole("button", { name: w.save }).click();
  await expect(page.locator(".form-success")).toHaveText(w.added);
}

const card = (page: Page, name: string) =>
  page.locator(".location-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const badge = (page: Page, name: string) => card(page, name).locator(".location-card__badge");

for (const language of ["en", "ar"] as const) {
  const w = texts[language];

  test(`a customer keeps locations and orders to the default, in ${language}`, async ({
    page,
  }, testInfo) => {
    // A long journey of many form posts on a shared machine: three times the usual time limit.
    test.slow();
    await useLanguage(page, language);
    // A guest is sent to sign in, and comes back here.
    await page.goto("/demo/locations");
    await expect(page).toHaveURL(/\/demo\/login\?returnTo=%2Fdemo%2Flocations$/);
    await registerNewCustomer(page, language, "Location Customer");
    await expect(page).toHaveURL(/\/demo\/locations$/);
    await expect(page.getByText(w.none)).toBeVisible();

    // The first location saved is the default.
    await addLocation(page, language, "Home", w.salmiya);
    await expect(badge(page, "Home")).toHaveText(w.defaultBadge);
    await addLocation(page, language, "Office", w.rasSalmiya);
    await expect(badge(page, "Office")).toHaveCount(0);

    // A location with no name comes back with the reason beside the field.
    await page.getByRole("link", { name: w.add }).click();
    await page.getByLabel(w.area).selectOption({ label: w.salmiya });
    await page.getByRole("textbox", { name: w.block }).fill("1");
    await page.getByRole("textbox", { name: w.street }).fill("Gulf Rd");
    await page.getByRole("textbox", { name: w.houseNumber }).fill("2");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByLabel(w.name)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(w.titleRequired)).toBeVisible();
    await noAxeViolations(page);
    await shot(page, testInfo, `locations-form-error-${language}`);
    await page.goto("/demo/locations");

    // A new one becomes the default.
    await addLocation(page, language, "Gym", w.salmiya);
    await page.getByRole("button", { name: w.makeDefaultOf("Gym") }).click();
    await expect(page.locator(".form-success")).toHaveText(w.defaultChanged);
    await expect(badge(page, "Gym")).toHaveText(w.defaultBadge);
    await expect(badge(page, "Home")).toHaveCount(0);

    // Another is edited.
    await page.getByRole("link", { name: w.editOf("Office") }).click();
    await expect(page.getByLabel(w.name)).toHaveValue("Office");
    await page.getByLabel(w.name).fill("Office tower");
    await page.getByRole("button", { name: w.saveChanges }).click();
    await expect(page.locator(".form-success")).toHaveText(w.updated);
    await expect(card(page, "Office tower")).toBeVisible();

    // And another deleted, after a confirmation.
    await page.getByRole("button", { name: w.deleteOf("Home") }).click();
    await expect(page).toHaveURL(/\?delete=\d+/);
    await shot(page, testInfo, `locations-confirm-${language}`);
    await page.getByRole("button", { name: w.deleteConfirm }).click();
    await expect(page.locator(".form-success")).toHaveText(w.deleted);
    await expect(card(page, "Home")).toHaveCount(0);
    await expect(page.locator(".location-card")).toHaveCount(2);
    await noAxeViolations(page);
    await shot(page, testInfo, `locations-${language}`);

    // Checkout: the area sheet has the default chosen; the order goes to it.
    await addFalafels(page, language);
    await page.goto("/demo/delivery/checkout");
    await expect(page).toHaveURL(/\/demo\/delivery\/address$/);
    const picker = page.getByRole("region", { name: w.picker });
    await expect(picker.getByRole("radio", { name: /Gym/ })).toBeChecked();
    await noAxeViolations(page);
    await shot(page, testInfo, `area-sheet-saved-${language}`);
    await picker.getByRole("button", { name: w.deliverHere }).click();
    await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);
    await page.locator("#name").fill("Location Customer");
    await page.locator("#phone").fill("51234567");
    await chooseNowOrFirstSlot(page);
    await page.getByRole("radio", { name: w.cash }).check();
    await page.getByRole("button", { name: w.placeOrder }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+\?placed=1$/);
  });

  test(`a guest's address stays on the device and is offered for saving after signing in, in ${language}`, async ({
    page,
  }, testInfo) => {
    await useLanguage(page, language);
    await addFalafels(page, language);
    // As a guest: the area sheet, the pin and the address form, as today.
    await page.goto("/demo/delivery/address");
    await expect(page.getByRole("region", { name: w.picker })).toHaveCount(0);
    await page.getByRole("button", { name: w.salmiya, exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/delivery\/map$/);
    await page.locator('form.pin-form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/demo\/delivery\/form$/);
    await page.getByRole("textbox", { name: w.block }).fill("7");
    await page.getByRole("textbox", { name: w.street }).fill("Baghdad St");
    await page.getByRole("textbox", { name: w.houseNumber }).fill("3");
    await page.getByRole("button", { name: w.continue }).click();
    await expect(page).toHaveURL(/\/demo\/delivery\/checkout$/);

    // Signing in: the profile offers to keep it; one click saves it as the first, default location.
    await page.goto("/demo/login");
    await registerNewCustomer(page, language, "Former Guest");
    await expect(page).toHaveURL(/\/demo\/profile$/);
    const offer = page.getByRole("region", { name: w.offer });
    await expect(offer).toContainText(w.salmiya);
    await noAxeViolations(page);
    await shot(page, testInfo, `profile-offer-${language}`);
    await offer.getByRole("button", { name: w.offerSave }).click();
    await expect(page).toHaveURL(/\/demo\/locations/);
    await expect(page.getByRole("region", { name: w.offer })).toHaveCount(0);
    await expect(page.locator(".location-card")).toHaveCount(1);
    await expect(badge(page, w.salmiya)).toHaveText(w.defaultBadge);
    await expect(card(page, w.salmiya)).toContainText("Baghdad St");
    // The profile links to the page, and no longer offers it.
    await page.goto("/demo/profile");
    await expect(page.getByRole("region", { name: w.offer })).toHaveCount(0);
    await page.getByRole("link", { name: w.manage }).click();
    await expect(page).toHaveURL(/\/demo\/locations$/);
  });
}

test("demo customer Fatma signs in and finds her seeded Home as the default, chosen on the area sheet", async ({
  page,
}, testInfo) => {
  const w = texts.en;
  await useLanguage(page, "en");
  await page.goto("/demo/login?returnTo=%2Fdemo%2Flocations");
  await signInWithCode(page, "50000001", "en");
  await expect(page).toHaveURL(/\/demo\/locations$/);
  await expect(badge(page, "Home")).toHaveText(w.defaultBadge);
  await expect(card(page, "Office")).toContainText("Hawalli");
  await addFalafels(page, "en");
  await page.goto("/demo/delivery/address");
  const picker = page.getByRole("region", { name: w.picker });
  await expect(picker.getByRole("radio", { name: /Home/ })).toBeChecked();
  await shot(page, testInfo, "area-sheet-fatma-en");
});

test("the café's customer keeps a location written the Swiss way: street and number, postcode and town", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await page.goto("/demo-zurich/login?returnTo=%2Fdemo-zurich%2Flocations");
  // A Kuwaiti phone at the Swiss café: the country is chosen first.
  await page.locator("#login-country").selectOption("KW");
  await registerNewCustomer(page, "en", "Lena");
  await expect(page).toHaveURL(/\/demo-zurich\/locations$/);
  await page.getByRole("link", { name: texts.en.add }).click();
  await expect(page.getByRole("textbox", { name: /^Street/ })).toBeVisible();
  const labels = await page.locator(".address-form label").allTextContents();
  const order = ["Street", "House number", "Postcode", "City"].map((name) =>
    labels.findIndex((label) => label.startsWith(name)),
  );
  expect(order.every((index) => index >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(labels.some((label) => /^(Block|Avenue|PACI)/.test(label))).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adding, choosing the default and deleting after a confirmation are plain form posts", async ({
    page,
  }, testInfo) => {
    test.slow();
    const w = texts.en;
    await useLanguage(page, "en");
    await page.goto("/demo/login?returnTo=%2Fdemo%2Flocations");
    await registerNewCustomer(page, "en", "No Script");
    await expect(page).toHaveURL(/\/demo\/locations$/);
    await addLocation(page, "en", "Home", w.salmiya);
    await addLocation(page, "en", "Office", w.rasSalmiya);
    await page.getByRole("button", { name: w.makeDefaultOf("Office") }).click();
    await expect(badge(page, "Office")).toHaveText(w.defaultBadge);
    await page.getByRole("button", { name: w.deleteOf("Office") }).click();
    await page.getByRole("button", { name: w.deleteConfirm }).click();
    await expect(page.locator(".form-success")).toHaveText(w.deleted);
    // The default went with it: the one left is the default now.
    await expect(badge(page, "Home")).toHaveText(w.defaultBadge);
    await shot(page, testInfo, "locations-nojs-en");
  });
});
