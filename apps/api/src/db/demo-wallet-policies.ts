import type { LocalizedText } from "@storefront/api-client";

/** The wallet terms of the demo businesses that offer the wallet (their `wallet_policy`). */
export const demoWalletPolicies = {
  demo: {
    en: "Wallet credit is for orders at Bait Al Kuwait only. It does not expire, cannot be cashed out and is given back when an online payment for the rest of an order fails.",
    ar: "رصيد المحفظة لطلبات بيت الكويت فقط، لا تنتهي صلاحيته ولا يمكن صرفه نقداً، ويُعاد إذا فشل الدفع الإلكتروني لباقي الطلب.",
  },
  "demo-shop": {
    en: "Wallet credit is spent at checkout and does not expire. It cannot be exchanged for cash.",
    ar: "يُستخدم رصيد المحفظة عند الدفع ولا تنتهي صلاحيته، ولا يمكن استبداله نقداً.",
  },
  "demo-zurich": {
    de: "Das Guthaben gilt für Bestellungen im Café und verfällt nicht. Keine Barauszahlung.",
    en: "Credit is for orders at the café and does not expire. It is not paid out in cash.",
    fr: "Le crédit vaut pour les commandes au café et n'expire pas. Il n'est pas remboursé en espèces.",
  },
} satisfies Record<string, LocalizedText>;
