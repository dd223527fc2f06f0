import type { GatewayStatus } from "./payment-gateway.js";

/** What the sandbox's hosted page says, in one language. */
export interface SandboxPageWords {
  readonly title: string;
  readonly heading: string;
  readonly note: string;
  readonly approve: string;
  readonly decline: string;
  readonly cancel: string;
  /** Said instead of the buttons once the payment is no longer waiting for its payer. */
  readonly decided: Readonly<Record<Exclude<GatewayStatus, "initiated">, string>>;
}

/**
 * The hosted page's words in the languages of the demo businesses and every right-to-left
 * interface language; any other language reads English (the fallback of the interface).
 */
export const sandboxPageWords = {
  en: {
    title: "Sandbox payment",
    heading: "Sandbox payment gateway",
    note: "This is the test gateway: no money moves.",
    approve: "Approve payment",
    decline: "Decline",
    cancel: "Cancel",
    decided: {
      approved: "This payment is approved.",
      declined: "This payment was declined.",
      cancelled: "This payment was cancelled.",
      voided: "This payment was withdrawn and can no longer be approved.",
      refunded: "This payment was approved, then refunded in full.",
    },
  },
  ar: {
    title: "دفع تجريبي",
    heading: "بوابة الدفع التجريبية",
    note: "هذه بوابة الاختبار: لا تُنقل أي أموال.",
    approve: "الموافقة على الدفع",
    decline: "رفض",
    cancel: "إلغاء",
    decided: {
      approved: "تمت الموافقة على هذه الدفعة.",
      declined: "رُفضت هذه الدفعة.",
      cancelled: "أُلغيت هذه الدفعة.",
      voided: "سُحبت هذه الدفعة ولم يعد بالإمكان الموافقة عليها.",
      refunded: "تمت الموافقة على هذه الدفعة ثم رُدّ مبلغها كاملًا.",
    },
  },
  fa: {
    title: "پرداخت آزمایشی",
    heading: "درگاه پرداخت آزمایشی",
    note: "این درگاه آزمایشی است: هیچ پولی جابه‌جا نمی‌شود.",
    approve: "تأیید پرداخت",
    decline: "رد کردن",
    cancel: "لغو",
    decided: {
      approved: "این پرداخت تأیید شده است.",
      declined: "این پرداخت رد شد.",
      cancelled: "این پرداخت لغو شد.",
      voided: "این پرداخت باطل شد و دیگر نمی‌توان آن را تأیید کرد.",
      refunded: "این پرداخت تأیید و سپس به‌طور کامل بازپرداخت شد.",
    },
  },
  ur: {
    title: "آزمائشی ادائیگی",
    heading: "آزمائشی ادائیگی گیٹ وے",
    note: "یہ آزمائشی گیٹ وے ہے: کوئی رقم منتقل نہیں ہوتی۔",
    approve: "ادائیگی منظور کریں",
    decline: "مسترد کریں",
    cancel: "منسوخ کریں",
    decided: {
      approved: "یہ ادائیگی منظور ہو چکی ہے۔",
      declined: "یہ ادائیگی مسترد کر دی گئی۔",
      cancelled: "یہ ادائیگی منسوخ کر دی گئی۔",
      voided: "یہ ادائیگی واپس لے لی گئی ہے اور اب منظور نہیں کی جا سکتی۔",
      refunded: "یہ ادائیگی منظور ہوئی اور پھر پوری رقم واپس کر دی گئی۔",
    },
  },
  de: {
    title: "Testzahlung",
    heading: "Test-Zahlungsgateway",
    note: "Dies ist das Test-Gateway: Es wird kein Geld bewegt.",
    approve: "Zahlung genehmigen",
    decline: "Ablehnen",
    cancel: "Abbrechen",
    decided: {
      approved: "Diese Zahlung ist genehmigt.",
      declined: "Diese Zahlung wurde abgelehnt.",
      cancelled: "Diese Zahlung wurde abgebrochen.",
      voided: "Diese Zahlung wurde zurückgezogen und kann nicht mehr genehmigt werden.",
      refunded: "Diese Zahlung wurde genehmigt und danach vollständig erstattet.",
    },
  },
  fr: {
    title: "Paiement de test",
    heading: "Passerelle de paiement de test",
    note: "Ceci est la passerelle de test : aucun argent ne circule.",
    approve: "Approuver le paiement",
    decline: "Refuser",
    cancel: "Annuler",
    decided: {
      approved: "Ce paiement est approuvé.",
      declined: "Ce paiement a été refusé.",
      cancelled: "Ce paiement a été annulé.",
      voided: "Ce paiement a été retiré et ne peut plus être approuvé.",
      refunded: "Ce paiement a été approuvé, puis remboursé intégralement.",
    },
  },
} as const satisfies Record<string, SandboxPageWords>;

export type SandboxPageLanguage = keyof typeof sandboxPageWords;

/** The page's language for an interface language: itself when the page speaks it, else English. */
export function sandboxPageLanguage(language: string): SandboxPageLanguage {
  return Object.hasOwn(sandboxPageWords, language) ? (language as SandboxPageLanguage) : "en";
}
