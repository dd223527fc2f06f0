/**
 * The phone a checkout names, put together from its two fields: the calling code chosen and the
 * number typed, whose own leading `+` is dropped (the code already says the country). Blank when
 * no number is typed. The one way the storefront and the API read the pair; `validatePhone`
 * then checks it and gives its E.164 form.
 * `dialledPhone("+965", " 9999 9999") === "+9659999 9999"`
 */
export function dialledPhone(dialCode: string, typed: string): string {
  const number = typed.trim();
  return number === "" ? "" : `${dialCode.trim()}${number.replace(/^\+/, "")}`;
}
