import type { SandboxPageWordsGroup } from "./words.js";

/** The sandbox page's words in the languages of South Asia and West Africa. */
export const southAsiaAndAfricaWords = {
  bn: {
    title: "টেস্ট পেমেন্ট",
    heading: "টেস্ট পেমেন্ট গেটওয়ে",
    note: "এটি টেস্ট গেটওয়ে: কোনো টাকা লেনদেন হয় না।",
    approve: "পেমেন্ট অনুমোদন করুন",
    decline: "প্রত্যাখ্যান করুন",
    cancel: "বাতিল করুন",
    decided: {
      approved: "এই পেমেন্টটি অনুমোদিত হয়েছে।",
      declined: "এই পেমেন্টটি প্রত্যাখ্যাত হয়েছে।",
      cancelled: "এই পেমেন্টটি বাতিল করা হয়েছে।",
      voided: "এই পেমেন্টটি প্রত্যাহার করা হয়েছে এবং আর অনুমোদন করা যাবে না।",
      refunded: "এই পেমেন্টটি অনুমোদিত হয়েছিল, পরে পুরো টাকা ফেরত দেওয়া হয়েছে।",
    },
  },
  ha: {
    title: "Biyan kuɗi na gwaji",
    heading: "Ƙofar biyan kuɗi ta gwaji",
    note: "Wannan ƙofar gwaji ce: ba a cire ko tura kuɗi ba.",
    approve: "Amince da biyan",
    decline: "Ƙi",
    cancel: "Soke",
    decided: {
      approved: "An amince da wannan biyan.",
      declined: "An ƙi wannan biyan.",
      cancelled: "An soke wannan biyan.",
      voided: "An janye wannan biyan, ba za a iya amincewa da shi ba kuma.",
      refunded: "An amince da wannan biyan, sannan aka mayar da kuɗin gaba ɗaya.",
    },
  },
  hi: {
    title: "टेस्ट भुगतान",
    heading: "टेस्ट भुगतान गेटवे",
    note: "यह टेस्ट गेटवे है: कोई पैसा ट्रांसफ़र नहीं होता।",
    approve: "भुगतान स्वीकृत करें",
    decline: "अस्वीकार करें",
    cancel: "रद्द करें",
    decided: {
      approved: "यह भुगतान स्वीकृत हो गया है।",
      declined: "यह भुगतान अस्वीकार कर दिया गया।",
      cancelled: "यह भुगतान रद्द कर दिया गया।",
      voided: "यह भुगतान वापस ले लिया गया है और अब इसे स्वीकृत नहीं किया जा सकता।",
      refunded: "यह भुगतान स्वीकृत हुआ, फिर इसकी पूरी राशि वापस कर दी गई।",
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
} as const satisfies SandboxPageWordsGroup;
