/** The text of a one-time code, in the business's language (Arabic or English; others in English). */
export function otpMessage(input: {
  readonly language: string;
  readonly businessName: string;
  readonly code: string;
  readonly minutes: number;
}): string {
  const { language, businessName, code, minutes } = input;
  if (language === "ar") {
    return `رمز الدخول إلى ${businessName}: ${code}. صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`;
  }
  return `Your ${businessName} code is ${code}. It expires in ${minutes} minutes. Do not share it.`;
}
