// Demo services of Gulf Pearl Salon ("demo-salon"): a Kuwait ladies' salon, KWD, Arabic, English.
import type { DemoMenu } from "./demo-menu.js";

export const gulfPearlSalonMenu: DemoMenu = {
  categories: [
    {
      key: "hair",
      name: { ar: "الشعر", en: "Hair" },
      description: { ar: "قص وصبغ وعلاجات الشعر", en: "Cuts, colour and hair treatments" },
      items: [
        {
          key: "blow-dry",
          name: { ar: "سشوار", en: "Blow-dry" },
          description: {
            ar: "سشوار ناعم أو ويفي مع غسيل",
            en: "Smooth or wavy blow-dry, wash included",
          },
          types: ["dine_in"],
          preparationMinutes: 45,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "8.000" }],
          modifierGroups: [
            {
              key: "blow-dry-hair-length",
              name: { ar: "طول الشعر", en: "Hair length" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "short", name: { ar: "قصير", en: "Short" }, price: "0.000" },
                { key: "medium", name: { ar: "متوسط", en: "Medium" }, price: "2.000" },
                { key: "long", name: { ar: "طويل", en: "Long" }, price: "4.000" },
              ],
            },
          ],
        },
        {
          key: "haircut-styling",
          name: { ar: "قص وتسريح", en: "Haircut & Styling" },
          description: { ar: "استشارة وقص وسشوار", en: "Consultation, cut and blow-dry" },
          types: ["dine_in"],
          preparationMinutes: 60,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "12.000" }],
          modifierGroups: [
            {
              key: "haircut-hair-length",
              name: { ar: "طول الشعر", en: "Hair length" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "short", name: { ar: "قصير", en: "Short" }, price: "0.000" },
                { key: "medium", name: { ar: "متوسط", en: "Medium" }, price: "2.000" },
                { key: "long", name: { ar: "طويل", en: "Long" }, price: "4.000" },
              ],
            },
          ],
        },
        {
          key: "full-hair-colour",
          name: { ar: "صبغة كاملة", en: "Full Hair Colour" },
          description: {
            ar: "صبغة من الجذور للأطراف مع سشوار",
            en: "Root-to-tip colour with a blow-dry",
          },
          types: ["dine_in"],
          preparationMinutes: 120,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "35.000" }],
          modifierGroups: [
            {
              key: "colour-hair-length",
              name: { ar: "طول الشعر", en: "Hair length" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "short", name: { ar: "قصير", en: "Short" }, price: "0.000" },
                { key: "medium", name: { ar: "متوسط", en: "Medium" }, price: "5.000" },
                { key: "long", name: { ar: "طويل", en: "Long" }, price: "10.000" },
              ],
            },
          ],
        },
        {
          key: "highlights",
          name: { ar: "هايلايت", en: "Highlights" },
          description: {
            ar: "هايلايت أو بالياج مع تونر وسشوار",
            en: "Highlights or balayage with toner and blow-dry",
          },
          types: ["dine_in"],
          preparationMinutes: 150,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "45.000" }],
          modifierGroups: [
            {
              key: "highlights-hair-length",
              name: { ar: "طول الشعر", en: "Hair length" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "short", name: { ar: "قصير", en: "Short" }, price: "0.000" },
                { key: "medium", name: { ar: "متوسط", en: "Medium" }, price: "5.000" },
                { key: "long", name: { ar: "طويل", en: "Long" }, price: "10.000" },
              ],
            },
          ],
        },
        {
          key: "keratin",
          name: { ar: "كيراتين", en: "Keratin Treatment" },
          description: {
            ar: "علاج كيراتين لشعر ناعم لمدة تصل إلى 4 أشهر",
            en: "Smoothing keratin that lasts up to four months",
          },
          types: ["dine_in"],
          preparationMinutes: 180,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "60.000" }],
          modifierGroups: [
            {
              key: "keratin-hair-length",
              name: { ar: "طول الشعر", en: "Hair length" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "short", name: { ar: "قصير", en: "Short" }, price: "0.000" },
                { key: "medium", name: { ar: "متوسط", en: "Medium" }, price: "10.000" },
                { key: "long", name: { ar: "طويل", en: "Long" }, price: "20.000" },
              ],
            },
          ],
        },
        {
          key: "hot-oil-treatment",
          name: { ar: "حمام زيت", en: "Hot Oil Treatment" },
          description: {
            ar: "حمام زيت مغربي مع مساج لفروة الرأس",
            en: "Moroccan oil bath with a scalp massage",
          },
          types: ["dine_in"],
          preparationMinutes: 45,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "15.000" }],
          modifierGroups: [
            {
              key: "hot-oil-hair-length",
              name: { ar: "طول الشعر", en: "Hair length" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "short", name: { ar: "قصير", en: "Short" }, price: "0.000" },
                { key: "medium", name: { ar: "متوسط", en: "Medium" }, price: "2.000" },
                { key: "long", name: { ar: "طويل", en: "Long" }, price: "4.000" },
              ],
            },
          ],
        },
        {
          key: "occasion-updo",
          name: { ar: "تسريحة مناسبات", en: "Occasion Updo" },
          description: {
            ar: "تسريحة رفع للأعراس والمناسبات",
            en: "An updo for weddings and occasions",
          },
          types: ["dine_in"],
          preparationMinutes: 60,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "20.000" }],
        },
      ],
    },
    {
      key: "nails",
      name: { ar: "الأظافر", en: "Nails" },
      items: [
        {
          key: "classic-manicure",
          name: { ar: "مناكير كلاسيك", en: "Classic Manicure" },
          description: {
            ar: "تنظيف وبرد وعناية بالجلد مع طلاء عادي",
            en: "Shaping, cuticle care and regular polish",
          },
          types: ["dine_in"],
          preparationMinutes: 30,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "6.000" }],
        },
        {
          key: "classic-pedicure",
          name: { ar: "باديكير كلاسيك", en: "Classic Pedicure" },
          description: {
            ar: "حمام قدم وتقشير وبرد مع طلاء عادي",
            en: "Foot soak, scrub, shaping and regular polish",
          },
          types: ["dine_in"],
          preparationMinutes: 45,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "8.000" }],
        },
        {
          key: "gel-manicure",
          name: { ar: "مناكير جل", en: "Gel Manicure" },
          description: {
            ar: "طلاء جل يدوم حتى 3 أسابيع",
            en: "Gel polish that lasts up to three weeks",
          },
          types: ["dine_in"],
          preparationMinutes: 45,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "10.000" }],
          modifierGroups: [
            {
              key: "gel-manicure-removal",
              name: { ar: "إزالة الجل القديم", en: "Old gel removal" },
              minimum: 0,
              maximum: 1,
              modifiers: [
                {
                  key: "remove-gel",
                  name: { ar: "إزالة جل قديم", en: "Remove old gel" },
                  price: "2.000",
                },
              ],
            },
          ],
        },
        {
          key: "acrylic-extensions",
          name: { ar: "تركيب أظافر أكريليك", en: "Acrylic Extensions" },
          description: {
            ar: "تركيب كامل بالشكل والطول اللي تبينه",
            en: "A full set in the shape and length you choose",
          },
          types: ["dine_in"],
          preparationMinutes: 90,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "18.000" }],
        },
        {
          key: "nail-art",
          name: { ar: "رسم على الأظافر", en: "Nail Art" },
          description: {
            ar: "رسمة يدوية، السعر للظفر",
            en: "Hand-painted design, priced per nail",
          },
          types: ["dine_in"],
          preparationMinutes: 20,
          priceLabels: [
            { label: { ar: "للظفر", en: "Per nail" }, price: "0.500", minimum: 1, maximum: 20 },
          ],
        },
      ],
    },
    {
      key: "skincare",
      name: { ar: "العناية بالبشرة", en: "Skincare" },
      description: { ar: "جلسات للوجه والحواجب والرموش", en: "Facials, brows and lashes" },
      items: [
        {
          key: "deep-cleansing-facial",
          name: { ar: "تنظيف بشرة عميق", en: "Deep Cleansing Facial" },
          description: {
            ar: "تنظيف وتقشير وماسك مناسب لنوع بشرتك",
            en: "Cleansing, exfoliation and a mask for your skin type",
          },
          types: ["dine_in"],
          preparationMinutes: 60,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "20.000" }],
        },
        {
          key: "hydrafacial",
          name: { ar: "هايدرافيشل", en: "HydraFacial" },
          description: {
            ar: "تنظيف وترطيب عميق بجهاز الهايدرافيشل",
            en: "Deep cleansing and hydration with the HydraFacial device",
          },
          types: ["dine_in"],
          preparationMinutes: 60,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "35.000" }],
        },
        {
          key: "gold-facial",
          name: { ar: "فيشل الذهب", en: "24K Gold Facial" },
          description: {
            ar: "جلسة نضارة بماسك الذهب عيار 24",
            en: "A radiance facial with a 24-carat gold mask",
          },
          types: ["dine_in"],
          preparationMinutes: 75,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "30.000" }],
        },
        {
          key: "eyebrow-threading",
          name: { ar: "تحديد الحواجب بالخيط", en: "Eyebrow Threading" },
          types: ["dine_in"],
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "3.000" }],
        },
        {
          key: "full-face-threading",
          name: { ar: "خيط الوجه كامل", en: "Full Face Threading" },
          types: ["dine_in"],
          preparationMinutes: 30,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "6.000" }],
        },
        {
          key: "lash-lift",
          name: { ar: "رفع الرموش", en: "Lash Lift" },
          description: {
            ar: "رفع وصبغ الرموش الطبيعية",
            en: "Lift and tint of your natural lashes",
          },
          types: ["dine_in"],
          preparationMinutes: 45,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "15.000" }],
        },
      ],
    },
    {
      key: "packages",
      name: { ar: "الباقات", en: "Packages" },
      description: { ar: "خدمات مجمعة بسعر أقل", en: "Services together for less" },
      items: [
        {
          key: "bridal-package",
          name: { ar: "باقة العروس", en: "Bridal Package" },
          description: {
            ar: "تسريحة ومكياج ومناكير وباديكير وتنظيف بشرة يوم العرس",
            en: "Hair, make-up, manicure, pedicure and a facial for the wedding day",
          },
          types: ["dine_in"],
          preparationMinutes: 360,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "250.000" }],
          modifierGroups: [
            {
              key: "bridal-package-extras",
              name: { ar: "إضافات العروس", en: "Bridal extras" },
              minimum: 0,
              maximum: 3,
              modifiers: [
                {
                  key: "lash-extensions",
                  name: { ar: "تركيب رموش", en: "Lash extensions" },
                  price: "10.000",
                },
                { key: "henna", name: { ar: "حنة", en: "Henna" }, price: "8.000" },
                {
                  key: "mother-makeup",
                  name: { ar: "مكياج أم العروس", en: "Make-up for the bride's mother" },
                  price: "25.000",
                },
              ],
            },
          ],
        },
        {
          key: "pamper-day",
          name: { ar: "يوم الدلع", en: "Pamper Day" },
          description: {
            ar: "تنظيف بشرة ومناكير وباديكير وسشوار",
            en: "Facial, manicure, pedicure and blow-dry",
          },
          types: ["dine_in"],
          preparationMinutes: 180,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "40.000" }],
        },
        {
          key: "mani-pedi",
          name: { ar: "مناكير وباديكير", en: "Mani-Pedi" },
          description: {
            ar: "مناكير وباديكير كلاسيك في جلسة وحدة",
            en: "Classic manicure and pedicure in one visit",
          },
          types: ["dine_in"],
          preparationMinutes: 75,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "12.500" }],
        },
        {
          key: "mother-daughter",
          name: { ar: "باقة الأم والبنت", en: "Mother & Daughter" },
          description: {
            ar: "مناكير لكل وحدة وسشوار للأم",
            en: "A manicure each and a blow-dry for mum",
          },
          types: ["dine_in"],
          preparationMinutes: 90,
          priceLabels: [{ label: { ar: "الخدمة", en: "Service" }, price: "22.000" }],
        },
      ],
    },
  ],
};
