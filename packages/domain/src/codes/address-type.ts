/** Address types (spec section 3: "company 0, house 1, apartment 2"). */
export const addressTypes = Object.freeze({ company: 0, house: 1, apartment: 2 } as const);

/** The delivery form's type when the business sets none (spec section 3: "form.type (default residency)"). */
export const defaultDeliveryFormType = "residency";
