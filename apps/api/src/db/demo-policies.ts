import type { LocalizedText } from "@storefront/api-client";

/** The Kuwaiti demo restaurant's policies, as a restaurant in Kuwait City would write them. */
export const baitAlKuwaitPolicies: { title: LocalizedText; body: LocalizedText }[] = [
  {
    title: { en: "Delivery", ar: "التوصيل" },
    body: {
      en: "We deliver within the areas shown on the map, usually within 30 to 45 minutes. Delivery fees depend on your area and are shown before you pay. Scheduled orders are delivered within 15 minutes of the chosen time.",
      ar: "نوصّل داخل المناطق الظاهرة على الخريطة، وعادةً خلال 30 إلى 45 دقيقة. تختلف رسوم التوصيل حسب منطقتك وتظهر قبل الدفع. تُوصَّل الطلبات المجدولة خلال 15 دقيقة من الوقت المختار.",
    },
  },
  {
    title: { en: "Cancellations and refunds", ar: "الإلغاء والاسترداد" },
    body: {
      en: "You can cancel an order until the kitchen accepts it. If an item is missing or not as ordered, tell us within 24 hours and we will replace it or refund it to your KNET card or wallet.",
      ar: "يمكنك إلغاء الطلب قبل أن يقبله المطبخ. إذا كان أحد الأصناف ناقصاً أو مختلفاً عن طلبك، أبلغنا خلال 24 ساعة وسنستبدله أو نعيد قيمته إلى بطاقة كي نت أو المحفظة.",
    },
  },
  {
    title: { en: "Allergies", ar: "الحساسية" },
    body: {
      en: "Our kitchen handles nuts, sesame, dairy, gluten, eggs and shellfish. Please write any allergy in the item note; we cannot guarantee that a dish is free of traces.",
      ar: "يتعامل مطبخنا مع المكسرات والسمسم والألبان والقمح والبيض والمحار. يرجى كتابة أي حساسية في ملاحظة الصنف، ولا يمكننا ضمان خلو الطبق من آثارها.",
    },
  },
  {
    title: { en: "Privacy", ar: "الخصوصية" },
    body: {
      en: "We use your phone number and address only to prepare and deliver your orders and to contact you about them. We never sell your data.",
      ar: "نستخدم رقم هاتفك وعنوانك فقط لتجهيز طلباتك وتوصيلها والتواصل معك بشأنها، ولا نبيع بياناتك أبداً.",
    },
  },
];
