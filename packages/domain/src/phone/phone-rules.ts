/** Spec section 5: "Phone input: at least 2 digits, at most 17". */
export const minimumPhoneDigits = 2;
export const maximumPhoneDigits = 17;

/** Spec section 9: "Default country KW". */
export const defaultPhoneCountry = "KW";
