/** Where the consent banner and the footer's choice post (routes/resources.tracking-consent.ts). */
export const consentAction = "/resources/tracking-consent";

/** What the consent form can ask: accept the business's pixels, decline them, or be asked again. */
export const consentChoices = ["accept", "decline", "review"] as const;

export type ConsentChoice = (typeof consentChoices)[number];
