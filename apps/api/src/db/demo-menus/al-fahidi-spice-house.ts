// Demo catalogue of Al Fahidi Spice House ("demo-shop"): a Dubai spice and dates shop, AED.
import type { DemoMenu } from "./demo-menu.js";

export const alFahidiSpiceHouseMenu: DemoMenu = {
  taxes: [
    { key: "vat", name: { en: "VAT", ar: "ضريبة القيمة المضافة" }, rate: "5", inclusive: true },
  ],
  categories: [
    {
      key: "spices",
      name: { en: "Whole & Ground Spices", ar: "بهارات حب ومطحونة" },
      description: {
        en: "Single-origin spices, ground fresh in the shop every morning",
        ar: "بهارات من مصادرها تطحن طازجة في المحل كل صباح",
      },
      items: [
        {
          key: "saffron",
          name: { en: "Iranian Saffron (Super Negin)", ar: "زعفران إيراني سوبر نقين" },
          description: {
            en: "Long deep-red threads, Grade 1, in a sealed tin",
            ar: "شعيرات طويلة حمراء داكنة، درجة أولى، في علبة محكمة",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "1 g", ar: "1 غرام" }, price: "15.00", weight: 1 },
            { label: { en: "5 g", ar: "5 غرام" }, price: "65.00", weight: 5 },
            { label: { en: "10 g", ar: "10 غرام" }, price: "120.00", weight: 10 },
          ],
        },
        {
          key: "green-cardamom",
          name: { en: "Green Cardamom", ar: "هيل أخضر" },
          description: {
            en: "Large 8 mm Guatemalan pods for Arabic coffee and karak",
            ar: "هيل جواتيمالي حبة كبيرة 8 ملم للقهوة العربية والكرك",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "42.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "80.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "155.00", weight: 1000 },
          ],
        },
        {
          key: "black-pepper",
          name: { en: "Whole Black Pepper", ar: "فلفل أسود حب" },
          description: {
            en: "Tellicherry peppercorns from Kerala",
            ar: "فلفل تيليتشيري من كيرالا",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "14.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "26.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "48.00", weight: 1000 },
          ],
        },
        {
          key: "cumin-seeds",
          name: { en: "Cumin Seeds", ar: "كمون حب" },
          description: {
            en: "Aromatic cumin seeds, also ground on request",
            ar: "كمون حب عطري، ويطحن عند الطلب",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "12.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "22.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "40.00", weight: 1000 },
          ],
        },
        {
          key: "ceylon-cinnamon",
          name: { en: "Ceylon Cinnamon Sticks", ar: "دارسين سيلاني أعواد" },
          description: {
            en: "True cinnamon quills from Sri Lanka",
            ar: "أعواد قرفة سيلانية أصلية من سريلانكا",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "28.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "52.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "98.00", weight: 1000 },
          ],
        },
        {
          key: "turmeric",
          name: { en: "Ground Turmeric", ar: "كركم مطحون" },
          description: {
            en: "Bright Alleppey turmeric, finely ground",
            ar: "كركم ألبي زاهي مطحون ناعم",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "9.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "17.50", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "32.00", weight: 1000 },
          ],
        },
        {
          key: "cloves",
          name: { en: "Whole Cloves", ar: "قرنفل حب" },
          description: {
            en: "Hand-picked cloves from Zanzibar",
            ar: "قرنفل منتقى يدوياً من زنجبار",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "24.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "46.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "88.00", weight: 1000 },
          ],
        },
        {
          key: "sumac",
          name: { en: "Sumac", ar: "سماق" },
          description: {
            en: "Tangy crushed sumac for salads and grills",
            ar: "سماق مجروش حامض للسلطات والمشاوي",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "13.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "25.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "46.00", weight: 1000 },
          ],
        },
        {
          key: "loomi",
          name: { en: "Dried Black Lime (Loomi)", ar: "لومي أسود" },
          description: {
            en: "Whole sun-dried limes for machboos and stews",
            ar: "ليمون مجفف كامل للمجبوس والمرق",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "16.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "30.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "55.00", weight: 1000 },
          ],
        },
      ],
    },
    {
      key: "spice-blends",
      name: { en: "House Blends", ar: "خلطات البيت" },
      description: {
        en: "Our own blends, mixed in small batches",
        ar: "خلطاتنا الخاصة تحضر بكميات صغيرة",
      },
      items: [
        {
          key: "emirati-bzar",
          name: { en: "Emirati Bzar", ar: "بزار إماراتي" },
          description: {
            en: "The Emirati everyday blend of coriander, cumin, fennel and chilli",
            ar: "خلطة البزار الإماراتية بالكزبرة والكمون والشمر والفلفل",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          // Ground to order; the shop does not show preparation times (preparation_time off).
          preparationMinutes: 20,
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "19.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "36.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "68.00", weight: 1000 },
          ],
        },
        {
          key: "machboos-mix",
          name: { en: "Machboos Spice Mix", ar: "بهارات المجبوس" },
          description: {
            en: "Warm blend with loomi, cardamom and cinnamon for rice dishes",
            ar: "خلطة دافئة باللومي والهيل والدارسين لأطباق العيش",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "18.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "34.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "64.00", weight: 1000 },
          ],
        },
        {
          key: "zaatar",
          name: { en: "Za'atar", ar: "زعتر" },
          description: {
            en: "Wild thyme, toasted sesame and sumac",
            ar: "زعتر بري وسمسم محمص وسماق",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "16.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "31.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "58.00", weight: 1000 },
          ],
        },
        {
          key: "ras-el-hanout",
          name: { en: "Ras el Hanout", ar: "رأس الحانوت" },
          description: {
            en: "A rich Moroccan blend of over twenty spices and rose petals",
            ar: "خلطة مغربية غنية بأكثر من عشرين بهاراً وورد مجفف",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "24.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "46.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "86.00", weight: 1000 },
          ],
        },
        {
          key: "biryani-masala",
          name: { en: "Biryani Masala", ar: "بهارات البرياني" },
          description: {
            en: "Fragrant blend with mace, star anise and green cardamom",
            ar: "خلطة عطرية بالبسباسة واليانسون النجمي والهيل",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "17.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "32.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "60.00", weight: 1000 },
          ],
        },
        {
          key: "seven-spices",
          name: { en: "Seven Spices", ar: "سبع بهارات" },
          description: {
            en: "Allspice, pepper, cinnamon, clove, nutmeg, coriander and cumin",
            ar: "بهار حلو وفلفل ودارسين وقرنفل وجوزة الطيب وكزبرة وكمون",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "18.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "35.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "66.00", weight: 1000 },
          ],
        },
        {
          key: "shawarma-spice",
          name: { en: "Shawarma Spice Mix", ar: "بهارات الشاورما" },
          description: {
            en: "For chicken and beef shawarma at home",
            ar: "لتحضير شاورما الدجاج واللحم في البيت",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "16.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "30.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "56.00", weight: 1000 },
          ],
        },
      ],
    },
    {
      key: "dates",
      name: { en: "Dates", ar: "التمور" },
      description: {
        en: "From the farms of Al Ain, Liwa and Al Qassim",
        ar: "من مزارع العين وليوا والقصيم",
      },
      items: [
        {
          key: "medjool-dates",
          name: { en: "Medjool Dates (Large)", ar: "تمر مجدول كبير" },
          description: {
            en: "Soft, caramel-like Medjool from Jericho",
            ar: "تمر مجدول طري بطعم الكراميل من أريحا",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "22.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "42.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "80.00", weight: 1000 },
          ],
        },
        {
          key: "khalas-dates",
          name: { en: "Khalas Dates", ar: "تمر خلاص" },
          description: {
            en: "The Gulf favourite with coffee, from Al Ain",
            ar: "المفضل مع القهوة في الخليج، من العين",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "12.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "22.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "40.00", weight: 1000 },
          ],
        },
        {
          key: "sukkari-dates",
          name: { en: "Sukkari Dates", ar: "تمر سكري" },
          description: {
            en: "Golden, crumbly and very sweet, from Al Qassim",
            ar: "ذهبي هش وحلو جداً، من القصيم",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "14.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "26.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "48.00", weight: 1000 },
          ],
        },
        {
          key: "ajwa-dates",
          name: { en: "Ajwa Dates", ar: "تمر عجوة" },
          description: { en: "Dark, soft Ajwa from Madinah", ar: "عجوة المدينة الداكنة الطرية" },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "30.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "58.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "110.00", weight: 1000 },
          ],
        },
        {
          key: "khenaizi-dates",
          name: { en: "Khenaizi Dates", ar: "تمر خنيزي" },
          description: { en: "Rich red-brown dates from Liwa", ar: "تمر أحمر بني غني من ليوا" },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "10.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "18.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "34.00", weight: 1000 },
          ],
        },
        {
          key: "fard-dates",
          name: { en: "Fard Dates", ar: "تمر فرض" },
          description: {
            en: "Firm everyday dates, ideal for baking and maamoul",
            ar: "تمر متماسك للاستخدام اليومي، مثالي للخبز والمعمول",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "8.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "15.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "28.00", weight: 1000 },
          ],
        },
        {
          key: "stuffed-dates",
          name: { en: "Almond-Stuffed Dates", ar: "تمر محشي باللوز" },
          description: {
            en: "Khalas dates filled with roasted almonds",
            ar: "تمر خلاص محشي باللوز المحمص",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "28.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "54.00", weight: 500 },
          ],
        },
      ],
    },
    {
      key: "nuts-dried-fruit",
      name: { en: "Nuts & Dried Fruit", ar: "المكسرات والفواكه المجففة" },
      items: [
        {
          key: "pistachios",
          name: { en: "Roasted Iranian Pistachios", ar: "فستق إيراني محمص" },
          description: { en: "Lightly salted Akbari pistachios", ar: "فستق أكبري مملح خفيف" },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "32.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "62.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "120.00", weight: 1000 },
          ],
        },
        {
          key: "cashews",
          name: { en: "Roasted Cashews", ar: "كاجو محمص" },
          description: {
            en: "Whole W240 cashews, roasted without oil",
            ar: "كاجو كامل W240 محمص بدون زيت",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "26.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "50.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "96.00", weight: 1000 },
          ],
        },
        {
          key: "almonds",
          name: { en: "Raw Almonds", ar: "لوز نيء" },
          description: { en: "Californian almonds, unsalted", ar: "لوز كاليفورني غير مملح" },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "22.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "42.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "80.00", weight: 1000 },
          ],
        },
        {
          key: "dried-apricots",
          name: { en: "Dried Apricots", ar: "مشمش مجفف" },
          description: {
            en: "Soft Turkish apricots, no added sugar",
            ar: "مشمش تركي طري بدون سكر مضاف",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "15.00", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "28.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "52.00", weight: 1000 },
          ],
        },
        {
          key: "dried-figs",
          name: { en: "Dried Figs", ar: "تين مجفف" },
          description: { en: "Sun-dried figs from Izmir", ar: "تين مجفف بالشمس من إزمير" },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "250 g", ar: "250 غرام" }, price: "19.50", weight: 250 },
            { label: { en: "500 g", ar: "500 غرام" }, price: "37.00", weight: 500 },
            { label: { en: "1 kg", ar: "1 كيلو" }, price: "70.00", weight: 1000 },
          ],
        },
      ],
    },
    {
      key: "gift-boxes",
      name: { en: "Gift Boxes", ar: "علب الهدايا" },
      description: {
        en: "Wrapped in our signature box, ready to give",
        ar: "مغلفة بعلبتنا الخاصة وجاهزة للإهداء",
      },
      items: [
        {
          key: "assorted-dates-box",
          name: { en: "Assorted Dates Box", ar: "علبة تمور مشكلة" },
          description: {
            en: "Medjool, Ajwa, Sukkari and stuffed dates in a wooden box: 500 g or 1 kg of dates",
            ar: "مجدول وعجوة وسكري وتمر محشي في علبة خشبية: 500 غرام أو 1 كيلو تمر",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "Medium box", ar: "علبة وسط" }, price: "95.00", weight: 600 },
            { label: { en: "Large box", ar: "علبة كبيرة" }, price: "165.00", weight: 1200 },
          ],
        },
        {
          key: "spice-discovery-box",
          name: { en: "Spice Discovery Box", ar: "علبة اكتشاف البهارات" },
          description: {
            en: "Six 80 g jars of our best-selling spices and blends",
            ar: "ست علب زجاجية 80 غرام من أشهر بهاراتنا وخلطاتنا",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [{ label: { en: "6 jars", ar: "6 علب" }, price: "129.00", weight: 650 }],
        },
        {
          key: "saffron-gift-tin",
          name: { en: "Saffron & Cardamom Gift Tin", ar: "علبة هدية الزعفران والهيل" },
          description: {
            en: "5 g Super Negin saffron and 250 g green cardamom",
            ar: "5 غرام زعفران سوبر نقين و250 غرام هيل أخضر",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [
            { label: { en: "Gift tin", ar: "علبة هدية" }, price: "109.00", weight: 350 },
          ],
        },
        {
          key: "eid-hamper",
          name: { en: "Eid Hamper", ar: "سلة العيد" },
          description: {
            en: "Dates, nuts, saffron, Arabic coffee and cardamom in a woven basket",
            ar: "تمور ومكسرات وزعفران وقهوة عربية وهيل في سلة خوص",
          },
          types: ["delivery", "car_pickup"],
          taxes: ["vat"],
          priceLabels: [{ label: { en: "Hamper", ar: "سلة" }, price: "295.00", weight: 2500 }],
        },
      ],
    },
  ],
};
