// Demo menu of Bait Al Kuwait Kitchen ("demo"): a Kuwaiti restaurant, KWD, Arabic and English.
import { baitAlKuwaitBrowsing } from "./bait-al-kuwait-browsing.js";
import type { DemoMenu } from "./demo-menu.js";

export const baitAlKuwaitMenu: DemoMenu = {
  ...baitAlKuwaitBrowsing,
  categories: [
    {
      key: "breakfast",
      name: { ar: "الفطور", en: "Breakfast" },
      description: {
        ar: "يقدم يومياً من 6:00 صباحاً حتى 11:30 صباحاً",
        en: "Served daily from 6:00 to 11:30",
      },
      schedule: {
        days: [
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
          { closed: false, shifts: [{ time_from: "06:00", time_to: "11:30" }] },
        ],
      },
      items: [
        {
          key: "balaleet",
          name: { ar: "بلاليط", en: "Balaleet" },
          description: {
            ar: "شعيرية حلوة بالزعفران والهيل مع طبقة أومليت",
            en: "Sweet saffron and cardamom vermicelli topped with a thin omelette",
          },
          calories: 520,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "chabab",
          name: { ar: "خبز جباب", en: "Chabab Pancakes" },
          description: {
            ar: "فطائر كويتية بالهيل والزعفران مع الجبن الكريمي ودبس التمر",
            en: "Kuwaiti cardamom and saffron pancakes with cream cheese and date syrup",
          },
          calories: 480,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "bedh-tamat",
          name: { ar: "بيض طماط", en: "Eggs with Tomato" },
          description: {
            ar: "بيض مخفوق مع الطماط والبصل والبهارات الكويتية",
            en: "Eggs scrambled with tomato, onion and Kuwaiti spices",
          },
          calories: 340,
          preparationMinutes: 8,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "shakshuka",
          name: { ar: "شكشوكة", en: "Shakshuka" },
          description: {
            ar: "بيض مطهو في صلصة الطماط والفلفل الحلو",
            en: "Eggs poached in a tomato and sweet pepper sauce",
          },
          calories: 380,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "nekhi",
          name: { ar: "نخي", en: "Nekhi" },
          description: {
            ar: "حمص مسلوق بالكمون والليمون",
            en: "Boiled chickpeas with cumin and lemon",
          },
          calories: 290,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
        },
        {
          key: "bajella",
          name: { ar: "باجلا", en: "Bajella" },
          description: {
            ar: "باجلا مسلوقة بالملح والكمون",
            en: "Boiled broad beans with salt and cumin",
          },
          calories: 260,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
        },
        {
          key: "foul-medames",
          name: { ar: "فول مدمس", en: "Foul Medames" },
          description: {
            ar: "فول مطبوخ على نار هادئة مع زيت الزيتون والليمون والثوم",
            en: "Slow-cooked fava beans with olive oil, lemon and garlic",
          },
          calories: 350,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "cheese-omelette",
          name: { ar: "أومليت بالجبن", en: "Cheese Omelette" },
          description: {
            ar: "أومليت بثلاث بيضات مع جبنة شيدر",
            en: "Three-egg omelette with cheddar",
          },
          calories: 410,
          preparationMinutes: 8,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "eggs-sujuk",
          name: { ar: "بيض بالسجق", en: "Eggs with Sujuk" },
          description: {
            ar: "بيض مقلي مع سجق بقري متبل",
            en: "Fried eggs with spiced beef sujuk",
          },
          calories: 520,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "halloumi-plate",
          name: { ar: "صحن حلوم مشوي", en: "Grilled Halloumi Plate" },
          description: {
            ar: "حلوم مشوي مع طماط وخيار وزيتون وخبز",
            en: "Grilled halloumi with tomato, cucumber, olives and bread",
          },
          calories: 450,
          preparationMinutes: 8,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
        {
          key: "labneh-zaatar",
          name: { ar: "لبنة بالزعتر وزيت الزيتون", en: "Labneh with Za'atar" },
          description: {
            ar: "لبنة كريمية مع الزعتر وزيت الزيتون وخبز عربي",
            en: "Creamy labneh with za'atar, olive oil and Arabic bread",
          },
          calories: 310,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "lamb-liver",
          name: { ar: "كبدة غنم", en: "Lamb Liver" },
          description: {
            ar: "كبدة غنم مقلية بالبصل والفلفل الحار",
            en: "Pan-fried lamb liver with onion and green chilli",
          },
          calories: 390,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
        {
          key: "tannour-cheese",
          name: { ar: "خبز تنور بالجبن", en: "Tannour Bread with Cheese" },
          description: {
            ar: "خبز تنور طازج بالجبن الذائب",
            en: "Fresh tannour bread with melted cheese",
          },
          calories: 380,
          preparationMinutes: 6,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
        },
        {
          key: "kuwaiti-breakfast-tray",
          name: { ar: "صينية الفطور الكويتي", en: "Kuwaiti Breakfast Tray" },
          description: {
            ar: "بلاليط ونخي وباجلا وبيض وجبن وخبز تنور مع شاي، تكفي شخصين",
            en: "Balaleet, nekhi, bajella, eggs, cheese and tannour bread with tea, for two",
          },
          calories: 1450,
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "لشخصين", en: "For two" }, price: "4.500" }],
          modifierGroups: [
            {
              key: "breakfast-tray-eggs",
              name: { ar: "طريقة البيض", en: "How do you like your eggs?" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "omelette", name: { ar: "أومليت", en: "Omelette" }, price: "0.000" },
                { key: "tomato-eggs", name: { ar: "بيض طماط", en: "With tomato" }, price: "0.000" },
                { key: "fried-eggs", name: { ar: "بيض مقلي", en: "Fried" }, price: "0.000" },
                { key: "boiled-eggs", name: { ar: "بيض مسلوق", en: "Boiled" }, price: "0.000" },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "appetizers",
      name: { ar: "المقبلات", en: "Appetizers" },
      items: [],
      subcategories: [
        {
          key: "cold-mezze",
          name: { ar: "مقبلات باردة", en: "Cold Mezze" },
          items: [
            {
              key: "hummus",
              name: { ar: "حمص", en: "Hummus" },
              description: {
                ar: "حمص بالطحينة وزيت الزيتون",
                en: "Chickpea purée with tahini and olive oil",
              },
              pricingType: 1,
              calories: 320,
              priceLabels: [
                { label: { ar: "عادي", en: "Regular" }, price: "0.850" },
                { label: { ar: "كبير", en: "Large" }, price: "1.350" },
              ],
            },
            {
              key: "moutabal",
              name: { ar: "متبل", en: "Moutabal" },
              description: {
                ar: "باذنجان مشوي مهروس بالطحينة واللبن",
                en: "Smoky aubergine with tahini and yoghurt",
              },
              calories: 240,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
            },
            {
              key: "baba-ghanoush",
              name: { ar: "بابا غنوج", en: "Baba Ghanoush" },
              description: {
                ar: "باذنجان مشوي مع الطماط والبصل والبقدونس ودبس الرمان",
                en: "Chargrilled aubergine with tomato, onion, parsley and pomegranate molasses",
              },
              calories: 180,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
            },
            {
              key: "muhammara",
              name: { ar: "محمرة", en: "Muhammara" },
              description: {
                ar: "فلفل أحمر مشوي مع الجوز ودبس الرمان",
                en: "Roasted red pepper and walnut dip with pomegranate molasses",
              },
              calories: 290,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
            },
            {
              key: "labneh-garlic",
              name: { ar: "لبنة بالثوم", en: "Garlic Labneh" },
              description: {
                ar: "لبنة بالثوم والنعناع اليابس",
                en: "Labneh with garlic and dried mint",
              },
              calories: 260,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.850" }],
            },
            {
              key: "warak-enab",
              name: { ar: "ورق عنب", en: "Stuffed Vine Leaves" },
              description: {
                ar: "ورق عنب محشي بالعيش والخضار بزيت الزيتون",
                en: "Vine leaves stuffed with rice and herbs in olive oil",
              },
              calories: 280,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
            },
            {
              key: "mixed-pickles",
              name: { ar: "مخللات مشكلة", en: "Mixed Pickles" },
              description: {
                ar: "خيار ولفت وفلفل مخلل",
                en: "Pickled cucumber, turnip and chilli",
              },
              calories: 40,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.500" }],
            },
            {
              key: "laban-khiyar",
              name: { ar: "لبن بالخيار", en: "Yoghurt with Cucumber" },
              description: {
                ar: "لبن زبادي بالخيار والنعناع",
                en: "Yoghurt with cucumber and mint",
              },
              calories: 150,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
            },
            {
              key: "cold-mezze-platter",
              name: { ar: "تشكيلة المقبلات الباردة", en: "Cold Mezze Platter" },
              description: {
                ar: "حمص ومتبل ومحمرة وورق عنب ولبنة",
                en: "Hummus, moutabal, muhammara, vine leaves and labneh",
              },
              calories: 980,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.250" }],
            },
          ],
        },
        {
          key: "hot-mezze",
          name: { ar: "مقبلات ساخنة", en: "Hot Mezze" },
          items: [
            {
              key: "falafel",
              name: { ar: "فلافل", en: "Falafel" },
              description: { ar: "6 حبات فلافل مع طحينة", en: "Six falafel with tahini" },
              calories: 420,
              preparationMinutes: 8,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.900" }],
            },
            {
              key: "cheese-samboosa",
              name: { ar: "سمبوسة جبن", en: "Cheese Samboosa" },
              description: {
                ar: "سمبوسة مقرمشة بالجبن، تطلب بالحبة (4 حبات على الأقل)",
                en: "Crispy cheese samboosa, by the piece (four or more)",
              },
              calories: 90,
              priceLabels: [
                {
                  label: { ar: "للحبة", en: "Per piece" },
                  price: "0.250",
                  minimum: 4,
                  maximum: 40,
                },
              ],
            },
            {
              key: "meat-samboosa",
              name: { ar: "سمبوسة لحم", en: "Meat Samboosa" },
              description: {
                ar: "سمبوسة مقرمشة باللحم المفروم، تطلب بالحبة (4 حبات على الأقل)",
                en: "Crispy minced meat samboosa, by the piece (four or more)",
              },
              calories: 110,
              priceLabels: [
                {
                  label: { ar: "للحبة", en: "Per piece" },
                  price: "0.300",
                  minimum: 4,
                  maximum: 40,
                },
              ],
            },
            {
              key: "fried-kibbeh",
              name: { ar: "كبة مقلية", en: "Fried Kibbeh" },
              description: {
                ar: "4 حبات كبة محشوة باللحم والصنوبر",
                en: "Four kibbeh stuffed with minced lamb and pine nuts",
              },
              calories: 460,
              preparationMinutes: 10,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
            },
            {
              key: "batata-harra",
              name: { ar: "بطاطا حارة", en: "Batata Harra" },
              description: {
                ar: "مكعبات بطاطس بالثوم والكزبرة والفلفل الحار",
                en: "Cubed potatoes with garlic, coriander and chilli",
              },
              calories: 380,
              preparationMinutes: 8,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
            },
            {
              key: "french-fries",
              name: { ar: "بطاطس مقلية", en: "French Fries" },
              pricingType: 1,
              calories: 350,
              preparationMinutes: 6,
              priceLabels: [
                { label: { ar: "عادي", en: "Regular" }, price: "0.650" },
                { label: { ar: "كبير", en: "Large" }, price: "0.950" },
              ],
            },
            {
              key: "chicken-liver",
              name: { ar: "كبدة دجاج بدبس الرمان", en: "Chicken Livers with Pomegranate" },
              description: {
                ar: "كبدة دجاج مقلية بالثوم ودبس الرمان",
                en: "Chicken livers sautéed with garlic and pomegranate molasses",
              },
              calories: 330,
              preparationMinutes: 10,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
            },
            {
              key: "spinach-fatayer",
              name: { ar: "فطاير سبانخ", en: "Spinach Fatayer" },
              description: {
                ar: "4 فطاير سبانخ بالسماق والبصل",
                en: "Four spinach pastries with sumac and onion",
              },
              calories: 360,
              preparationMinutes: 10,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
            },
            {
              key: "hummus-lahma",
              name: { ar: "حمص باللحم", en: "Hummus with Lamb" },
              description: {
                ar: "حمص مع لحم مفروم وصنوبر محمص",
                en: "Hummus topped with minced lamb and toasted pine nuts",
              },
              calories: 540,
              preparationMinutes: 10,
              priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.750" }],
            },
          ],
        },
      ],
    },
    {
      key: "soups-salads",
      name: { ar: "الشوربات والسلطات", en: "Soups & Salads" },
      items: [
        {
          key: "lentil-soup",
          name: { ar: "شوربة عدس", en: "Lentil Soup" },
          description: {
            ar: "شوربة عدس أحمر بالكمون والليمون",
            en: "Red lentil soup with cumin and lemon",
          },
          pricingType: 1,
          calories: 220,
          priceLabels: [
            { label: { ar: "صغير", en: "Small" }, price: "0.750" },
            { label: { ar: "كبير", en: "Large" }, price: "1.250" },
          ],
        },
        {
          key: "habb-soup",
          name: { ar: "شوربة حب", en: "Cracked Wheat Soup" },
          description: {
            ar: "شوربة القمح المجروش بالدجاج والبهارات",
            en: "Cracked wheat and chicken soup with mild spices",
          },
          calories: 260,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "chicken-cream-soup",
          name: { ar: "شوربة كريمة الدجاج", en: "Cream of Chicken Soup" },
          description: {
            ar: "شوربة كريمية بالدجاج والفطر",
            en: "Creamy chicken and mushroom soup",
          },
          calories: 310,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "seafood-soup",
          name: { ar: "شوربة مأكولات بحرية", en: "Seafood Soup" },
          description: {
            ar: "ربيان وسمك وكاليماري في مرق متبل",
            en: "Shrimp, fish and calamari in a spiced broth",
          },
          calories: 280,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.750" }],
        },
        {
          key: "fattoush",
          name: { ar: "فتوش", en: "Fattoush" },
          description: {
            ar: "خضار طازجة مع خبز محمص ودبس الرمان",
            en: "Fresh vegetables with toasted bread and pomegranate dressing",
          },
          pricingType: 1,
          calories: 260,
          priceLabels: [
            { label: { ar: "عادي", en: "Regular" }, price: "1.250" },
            { label: { ar: "كبير", en: "Large" }, price: "1.950" },
          ],
        },
        {
          key: "tabbouleh",
          name: { ar: "تبولة", en: "Tabbouleh" },
          description: {
            ar: "بقدونس وبرغل وطماط بالليمون وزيت الزيتون",
            en: "Parsley, bulgur and tomato with lemon and olive oil",
          },
          calories: 210,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "arabic-salad",
          name: { ar: "سلطة عربية", en: "Arabic Salad" },
          description: {
            ar: "طماط وخيار وبصل بالليمون وزيت الزيتون",
            en: "Tomato, cucumber and onion with lemon and olive oil",
          },
          calories: 120,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "rocca-salad",
          name: { ar: "سلطة جرجير", en: "Rocket Salad" },
          description: {
            ar: "جرجير مع الرمان وجبن البارميزان",
            en: "Rocket with pomegranate and parmesan",
          },
          calories: 220,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
        {
          key: "halloumi-salad",
          name: { ar: "سلطة حلوم", en: "Halloumi Salad" },
          description: {
            ar: "حلوم مشوي مع خس وطماط كرزي وزعتر أخضر",
            en: "Grilled halloumi with lettuce, cherry tomatoes and fresh thyme",
          },
          calories: 390,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.950" }],
        },
        {
          key: "caesar-salad",
          name: { ar: "سلطة سيزر", en: "Caesar Salad" },
          description: {
            ar: "خس روماني مع خبز محمص وبارميزان وصوص سيزر",
            en: "Romaine with croutons, parmesan and Caesar dressing",
          },
          calories: 430,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.750" }],
          modifierGroups: [
            {
              key: "caesar-salad-protein",
              name: { ar: "أضف بروتين", en: "Add protein" },
              minimum: 0,
              maximum: 2,
              modifiers: [
                {
                  key: "grilled-chicken",
                  name: { ar: "دجاج مشوي", en: "Grilled chicken" },
                  price: "0.750",
                },
                {
                  key: "grilled-shrimp",
                  name: { ar: "ربيان مشوي", en: "Grilled shrimp" },
                  price: "1.250",
                },
                {
                  key: "grilled-halloumi",
                  name: { ar: "حلوم مشوي", en: "Grilled halloumi" },
                  price: "0.500",
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "machboos-classics",
      name: { ar: "المجبوس والأكلات الكويتية", en: "Machboos & Kuwaiti Classics" },
      items: [
        {
          key: "machboos-dajaj",
          name: { ar: "مجبوس دجاج", en: "Chicken Machboos" },
          description: {
            ar: "نص دجاج متبل بالبهارات الكويتية على عيش مجبوس مع هشو ودقوس",
            en: "Half a spiced chicken on machboos rice with hashu and daqqus",
          },
          calories: 980,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.750" }],
          modifierGroups: [
            {
              key: "machboos-dajaj-rice",
              name: { ar: "اختر العيش", en: "Choose your rice" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                {
                  key: "machboos-rice",
                  name: { ar: "عيش مجبوس", en: "Machboos rice" },
                  price: "0.000",
                },
                { key: "white-rice", name: { ar: "عيش أبيض", en: "White rice" }, price: "0.000" },
                {
                  key: "mashkhool-rice",
                  name: { ar: "عيش مشخول", en: "Mashkhool rice" },
                  price: "0.000",
                },
              ],
            },
            {
              key: "machboos-dajaj-extras",
              name: { ar: "إضافات", en: "Extras" },
              minimum: 0,
              maximum: 4,
              modifiers: [
                {
                  key: "extra-hashu",
                  name: { ar: "هشو إضافي", en: "Extra hashu" },
                  price: "0.350",
                },
                {
                  key: "extra-daqqus",
                  name: { ar: "دقوس إضافي", en: "Extra daqqus" },
                  price: "0.150",
                },
                { key: "laban", name: { ar: "لبن", en: "Laban" }, price: "0.350" },
                {
                  key: "side-salad",
                  name: { ar: "سلطة خضار", en: "Side salad" },
                  price: "0.500",
                },
              ],
            },
          ],
        },
        {
          key: "machboos-laham",
          name: { ar: "مجبوس لحم", en: "Lamb Machboos" },
          description: {
            ar: "لحم غنم طري مطبوخ مع العيش والبهارات واللومي",
            en: "Tender lamb cooked with rice, baharat and dried lime",
          },
          pricingType: 1,
          calories: 1150,
          preparationMinutes: 30,
          priceLabels: [
            { label: { ar: "عادي", en: "Regular" }, price: "3.950" },
            { label: { ar: "كبير", en: "Large" }, price: "5.250" },
          ],
        },
        {
          key: "quzi-rice",
          name: { ar: "قوزي على عيش", en: "Lamb Quzi on Rice" },
          description: {
            ar: "كتف غنم مطبوخ ببطء على عيش متبل بالمكسرات والزبيب",
            en: "Slow-roasted lamb shoulder on spiced rice with nuts and raisins",
          },
          calories: 1450,
          preparationMinutes: 35,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "6.500" }],
        },
        {
          key: "harees",
          name: { ar: "هريس", en: "Harees" },
          description: {
            ar: "قمح مطبوخ مع اللحم حتى ينعم، يقدم بالسمن والدارسين",
            en: "Wheat slow-cooked with lamb until smooth, finished with ghee and cinnamon",
          },
          pricingType: 1,
          calories: 540,
          preparationMinutes: 10,
          priceLabels: [
            { label: { ar: "صغير", en: "Small" }, price: "1.250" },
            { label: { ar: "عادي", en: "Regular" }, price: "1.950" },
            { label: { ar: "كبير", en: "Large" }, price: "2.750" },
          ],
        },
        {
          key: "jareesh",
          name: { ar: "جريش", en: "Jareesh" },
          description: {
            ar: "قمح مجروش مطبوخ مع الدجاج واللبن ويقدم بالبصل المحمر",
            en: "Cracked wheat cooked with chicken and yoghurt, topped with caramelised onion",
          },
          pricingType: 1,
          calories: 510,
          preparationMinutes: 10,
          priceLabels: [
            { label: { ar: "صغير", en: "Small" }, price: "1.250" },
            { label: { ar: "عادي", en: "Regular" }, price: "1.950" },
            { label: { ar: "كبير", en: "Large" }, price: "2.750" },
          ],
        },
        {
          key: "marqooq",
          name: { ar: "مرقوق", en: "Marqooq" },
          description: {
            ar: "مرق لحم وخضار مع رقائق العجين الرقيقة",
            en: "Lamb and vegetable stew with thin sheets of dough",
          },
          calories: 820,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.250" }],
        },
        {
          key: "tashreeb-laham",
          name: { ar: "تشريب لحم", en: "Lamb Tashreeb" },
          description: {
            ar: "خبز رقاق مغمس بمرق اللحم والخضار",
            en: "Thin bread soaked in a lamb and vegetable broth",
          },
          calories: 760,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.250" }],
        },
        {
          key: "biryani-dajaj",
          name: { ar: "برياني دجاج", en: "Chicken Biryani" },
          description: {
            ar: "برياني دجاج بالبصل المقرمش والكاجو مع رايتا",
            en: "Chicken biryani with crispy onion, cashews and raita",
          },
          calories: 950,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.950" }],
        },
        {
          key: "biryani-laham",
          name: { ar: "برياني لحم", en: "Lamb Biryani" },
          description: {
            ar: "برياني لحم غنم بالبصل المقرمش والكاجو مع رايتا",
            en: "Lamb biryani with crispy onion, cashews and raita",
          },
          calories: 1100,
          preparationMinutes: 30,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.750" }],
        },
        {
          key: "mandi-dajaj",
          name: { ar: "مندي دجاج", en: "Chicken Mandi" },
          description: {
            ar: "نص دجاج مدخن على عيش المندي مع الدقوس",
            en: "Half a smoked chicken on mandi rice with daqqus",
          },
          calories: 920,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.950" }],
        },
        {
          key: "maqlooba",
          name: { ar: "مقلوبة", en: "Maqlooba" },
          description: {
            ar: "عيش مع الباذنجان والقرنبيط والدجاج مقلوب من القدر",
            en: "Upside-down rice with aubergine, cauliflower and chicken",
          },
          calories: 880,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.250" }],
        },
        {
          key: "bamia-rice",
          name: { ar: "مرق بامية مع عيش", en: "Okra Stew with Rice" },
          description: {
            ar: "بامية ولحم غنم في صلصة الطماط مع عيش أبيض",
            en: "Okra and lamb in tomato sauce with white rice",
          },
          calories: 780,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.750" }],
        },
      ],
    },
    {
      key: "grills",
      name: { ar: "المشاوي", en: "Grills" },
      description: {
        ar: "مشوية على الفحم حسب الطلب",
        en: "Cooked to order over charcoal",
      },
      items: [
        {
          key: "chefs-special-mixed-grill",
          name: { ar: "مشاوي الشيف «الخاصة» المشكلة", en: 'Chef\'s "Special" <Mixed> Grill & Co.' },
          description: {
            ar: "شيش طاووق وكباب لحم وتكة لحم وريش غنم مع خضار مشوية",
            en: "Shish tawook, lamb kebab, lamb tikka and lamb chops with grilled vegetables",
          },
          pricingType: 3,
          calories: 1250,
          preparationMinutes: 25,
          priceLabels: [
            { label: { ar: "لشخص واحد", en: "For one" }, price: "4.950" },
            { label: { ar: "لشخصين", en: "For two" }, price: "8.950" },
          ],
          modifierGroups: [
            {
              key: "chefs-special-side",
              name: { ar: "اختر الطبق الجانبي", en: "Choose your side" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "white-rice", name: { ar: "عيش أبيض", en: "White rice" }, price: "0.000" },
                {
                  key: "machboos-rice",
                  name: { ar: "عيش مجبوس", en: "Machboos rice" },
                  price: "0.000",
                },
                { key: "fries", name: { ar: "بطاطس مقلية", en: "French fries" }, price: "0.000" },
                {
                  key: "arabic-bread",
                  name: { ar: "خبز عربي", en: "Arabic bread" },
                  price: "0.000",
                },
              ],
            },
            {
              key: "chefs-special-sauces",
              name: { ar: "الصوصات", en: "Sauces" },
              minimum: 0,
              maximum: 3,
              modifiers: [
                { key: "toum", name: { ar: "ثومية", en: "Garlic toum" }, price: "0.000" },
                { key: "tahini", name: { ar: "طحينة", en: "Tahini" }, price: "0.000" },
                { key: "daqqus", name: { ar: "دقوس", en: "Daqqus" }, price: "0.000" },
                { key: "hot-sauce", name: { ar: "صوص حار", en: "Hot sauce" }, price: "0.000" },
              ],
            },
          ],
        },
        {
          key: "shish-tawook",
          name: { ar: "شيش طاووق", en: "Shish Tawook" },
          description: {
            ar: "صدر دجاج متبل بالثوم واللبن ومشوي على الفحم",
            en: "Chicken breast marinated in garlic and yoghurt, chargrilled",
          },
          calories: 720,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.750" }],
          modifierGroups: [
            {
              key: "shish-tawook-side",
              name: { ar: "اختر الطبق الجانبي", en: "Choose your side" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "white-rice", name: { ar: "عيش أبيض", en: "White rice" }, price: "0.000" },
                {
                  key: "machboos-rice",
                  name: { ar: "عيش مجبوس", en: "Machboos rice" },
                  price: "0.000",
                },
                { key: "fries", name: { ar: "بطاطس مقلية", en: "French fries" }, price: "0.000" },
                {
                  key: "arabic-bread",
                  name: { ar: "خبز عربي", en: "Arabic bread" },
                  price: "0.000",
                },
              ],
            },
            {
              key: "shish-tawook-sauces",
              name: { ar: "الصوصات", en: "Sauces" },
              minimum: 0,
              maximum: 3,
              modifiers: [
                { key: "toum", name: { ar: "ثومية", en: "Garlic toum" }, price: "0.000" },
                { key: "tahini", name: { ar: "طحينة", en: "Tahini" }, price: "0.000" },
                { key: "daqqus", name: { ar: "دقوس", en: "Daqqus" }, price: "0.000" },
                { key: "hot-sauce", name: { ar: "صوص حار", en: "Hot sauce" }, price: "0.000" },
              ],
            },
          ],
        },
        {
          key: "lamb-kebab",
          name: { ar: "كباب لحم", en: "Lamb Kebab" },
          description: {
            ar: "أسياخ لحم غنم مفروم بالبصل والبقدونس",
            en: "Minced lamb skewers with onion and parsley",
          },
          calories: 820,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.250" }],
        },
        {
          key: "lamb-tikka",
          name: { ar: "تكة لحم", en: "Lamb Tikka" },
          description: {
            ar: "قطع لحم غنم متبلة ومشوية على الفحم",
            en: "Marinated lamb cubes grilled over charcoal",
          },
          calories: 780,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.750" }],
        },
        {
          key: "lamb-chops",
          name: { ar: "ريش غنم", en: "Lamb Chops" },
          description: {
            ar: "ريش غنم طازجة متبلة بالبهارات والليمون",
            en: "Fresh lamb chops with spices and lemon",
          },
          calories: 890,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "5.750" }],
        },
        {
          key: "chicken-tikka",
          name: { ar: "تكة دجاج", en: "Chicken Tikka" },
          description: {
            ar: "قطع دجاج بدون عظم بتتبيلة حمراء متبلة",
            en: "Boneless chicken in a spiced red marinade",
          },
          calories: 650,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.750" }],
        },
        {
          key: "grilled-chicken",
          name: { ar: "دجاج مشوي على الفحم", en: "Charcoal Grilled Chicken" },
          description: {
            ar: "دجاج مشوي على الفحم مع ثومية ومخلل",
            en: "Chicken grilled over charcoal with garlic sauce and pickles",
          },
          pricingType: 1,
          calories: 850,
          preparationMinutes: 30,
          priceLabels: [
            { label: { ar: "نص", en: "Half" }, price: "2.500" },
            { label: { ar: "كامل", en: "Whole" }, price: "4.500" },
          ],
        },
        {
          key: "kebab-karaz",
          name: { ar: "كباب بالكرز", en: "Cherry Kebab" },
          description: {
            ar: "كباب لحم على الطريقة الحلبية بصلصة الكرز الحامض",
            en: "Aleppo-style lamb kebab in a sour cherry sauce",
          },
          calories: 840,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.950" }],
        },
        {
          key: "kofta-tahini",
          name: { ar: "كفتة بالطحينة", en: "Kofta with Tahini" },
          description: {
            ar: "كفتة لحم مخبوزة مع البطاطس وصلصة الطحينة",
            en: "Baked lamb kofta with potatoes and tahini sauce",
          },
          calories: 880,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.250" }],
        },
        {
          key: "grilled-wings",
          name: { ar: "أجنحة دجاج مشوية", en: "Grilled Chicken Wings" },
          description: {
            ar: "أجنحة دجاج متبلة بالثوم والليمون",
            en: "Chicken wings with garlic and lemon",
          },
          calories: 540,
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.950" }],
        },
        {
          key: "liver-skewers",
          name: { ar: "تكة كبدة", en: "Liver Skewers" },
          description: {
            ar: "أسياخ كبدة غنم مع البصل والسماق",
            en: "Lamb liver skewers with onion and sumac",
          },
          calories: 520,
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.500" }],
        },
        {
          key: "kebab-khashkhash",
          name: { ar: "كباب خشخاش", en: "Kebab Khashkhash" },
          description: {
            ar: "كباب لحم بصلصة الطماط والثوم والفلفل الحار",
            en: "Lamb kebab in a garlic, tomato and chilli sauce",
          },
          calories: 860,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "3.500" }],
        },
      ],
    },
    {
      key: "seafood",
      name: { ar: "الأسماك والمأكولات البحرية", en: "Seafood" },
      branches: {
        "demo-salmiya": { visible: true, available: '{"status":1,"from":"12:00","to":"23:00"}' },
      },
      items: [
        {
          key: "zubaidi",
          name: { ar: "زبيدي", en: "Zubaidi" },
          description: {
            ar: "سمك زبيدي كامل مع عيش أبيض ودقوس",
            en: "Whole silver pomfret with white rice and daqqus",
          },
          calories: 720,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "5.500" }],
          modifierGroups: [
            {
              key: "zubaidi-cooking",
              name: { ar: "طريقة الطبخ", en: "Cooking style" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "fried", name: { ar: "مقلي", en: "Fried" }, price: "0.000" },
                { key: "grilled", name: { ar: "مشوي", en: "Grilled" }, price: "0.000" },
              ],
            },
          ],
        },
        {
          key: "mutabbaq-zubaidi",
          name: { ar: "مطبق زبيدي", en: "Mutabbaq Zubaidi" },
          description: {
            ar: "زبيدي مقلي على عيش مطبوخ بمرق السمك والبهارات",
            en: "Fried pomfret on rice cooked in spiced fish stock",
          },
          calories: 980,
          preparationMinutes: 35,
          branches: ["demo-sharq"],
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "5.950" }],
        },
        {
          key: "machboos-rubyan",
          name: { ar: "مجبوس ربيان", en: "Shrimp Machboos" },
          description: {
            ar: "ربيان خليجي مطبوخ مع العيش المتبل واللومي والكزبرة",
            en: "Gulf shrimp cooked with spiced rice, dried lime and coriander",
          },
          calories: 850,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "4.250" }],
        },
        {
          key: "sobaity-grilled",
          name: { ar: "سبيطي مشوي", en: "Grilled Sobaity" },
          description: {
            ar: "سمك سبيطي مشوي بالليمون والكمون مع عيش أبيض",
            en: "Sobaity bream grilled with lemon and cumin, with white rice",
          },
          calories: 680,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "5.250" }],
        },
        {
          key: "hamour-by-weight",
          name: { ar: "هامور طازج بالوزن", en: "Fresh Hamour by Weight" },
          description: {
            ar: "هامور من سوق السمك في شرق، يطبخ على طريقتك",
            en: "Hamour from the Sharq fish market, cooked the way you like",
          },
          pricingType: 3,
          calories: 650,
          preparationMinutes: 30,
          branches: ["demo-sharq"],
          priceLabels: [
            { label: { ar: "نص كيلو", en: "Half kilo" }, price: "4.500" },
            { label: { ar: "كيلو", en: "One kilo" }, price: "8.500" },
          ],
          modifierGroups: [
            {
              key: "hamour-cooking",
              name: { ar: "طريقة الطبخ", en: "Cooking style" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "fried", name: { ar: "مقلي", en: "Fried" }, price: "0.000" },
                { key: "grilled", name: { ar: "مشوي", en: "Grilled" }, price: "0.000" },
                {
                  key: "salona",
                  name: { ar: "صالونة", en: "Salona stew" },
                  price: "0.500",
                },
              ],
            },
          ],
        },
        {
          key: "grilled-shrimp",
          name: { ar: "ربيان مشوي", en: "Grilled Jumbo Shrimp" },
          description: {
            ar: "ربيان جامبو مشوي بزبدة الثوم",
            en: "Jumbo Gulf shrimp grilled with garlic butter",
          },
          calories: 520,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "4.750" }],
        },
        {
          key: "fried-calamari",
          name: { ar: "كاليماري مقلي", en: "Fried Calamari" },
          description: {
            ar: "حلقات كاليماري مقرمشة مع صوص الليمون والثوم",
            en: "Crispy calamari rings with lemon garlic sauce",
          },
          calories: 560,
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.750" }],
        },
        {
          key: "safi-fried",
          name: { ar: "صافي مقلي", en: "Fried Safi" },
          description: {
            ar: "سمك صافي مقلي مع عيش أبيض ودقوس",
            en: "Fried rabbitfish with white rice and daqqus",
          },
          calories: 760,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "4.250" }],
        },
        {
          key: "muhammar-fish",
          name: { ar: "عيش محمر مع سمك", en: "Muhammar with Fried Fish" },
          description: {
            ar: "عيش محمر حلو بدبس التمر والهيل مع سمك مقلي",
            en: "Sweet rice with date syrup and cardamom, served with fried fish",
          },
          calories: 1050,
          preparationMinutes: 30,
          branches: ["demo-sharq"],
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "4.950" }],
        },
        {
          key: "sayadiyah",
          name: { ar: "صيادية", en: "Sayadiyah" },
          description: {
            ar: "فيليه سمك على عيش بالبصل المحمر مع صلصة الطحينة",
            en: "Fish fillet on caramelised onion rice with tahini sauce",
          },
          calories: 890,
          preparationMinutes: 25,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "4.500" }],
        },
      ],
    },
    {
      key: "sandwiches",
      name: { ar: "الساندويشات", en: "Sandwiches" },
      items: [
        {
          key: "shawarma-dajaj",
          name: { ar: "شاورما دجاج", en: "Chicken Shawarma" },
          description: {
            ar: "شاورما دجاج بالثومية والمخلل والبطاطس في خبز عربي",
            en: "Chicken shawarma with garlic sauce, pickles and fries in Arabic bread",
          },
          pricingType: 1,
          calories: 520,
          preparationMinutes: 8,
          priceLabels: [
            { label: { ar: "عادي", en: "Regular" }, price: "0.850" },
            { label: { ar: "كبير", en: "Large" }, price: "1.250" },
          ],
          modifierGroups: [
            {
              key: "shawarma-dajaj-extras",
              name: { ar: "إضافات", en: "Extras" },
              minimum: 0,
              maximum: 4,
              modifiers: [
                {
                  key: "extra-cheese",
                  name: { ar: "جبنة إضافية", en: "Extra cheese" },
                  price: "0.250",
                },
                {
                  key: "fries-inside",
                  name: { ar: "بطاطس داخل الساندويش", en: "Fries inside" },
                  price: "0.150",
                },
                { key: "jalapeno", name: { ar: "هالبينو", en: "Jalapeños" }, price: "0.100" },
                {
                  key: "extra-toum",
                  name: { ar: "ثومية إضافية", en: "Extra garlic sauce" },
                  price: "0.100",
                },
              ],
            },
            {
              key: "shawarma-dajaj-sauces",
              name: { ar: "الصوصات", en: "Sauces" },
              minimum: 0,
              maximum: 3,
              modifiers: [
                { key: "toum", name: { ar: "ثومية", en: "Garlic toum" }, price: "0.000" },
                { key: "tahini", name: { ar: "طحينة", en: "Tahini" }, price: "0.000" },
                { key: "hot-sauce", name: { ar: "صوص حار", en: "Hot sauce" }, price: "0.000" },
                { key: "ketchup", name: { ar: "كاتشب", en: "Ketchup" }, price: "0.000" },
              ],
            },
          ],
        },
        {
          key: "shawarma-laham",
          name: { ar: "شاورما لحم", en: "Beef Shawarma" },
          description: {
            ar: "شاورما لحم بالطحينة والبصل والبقدونس",
            en: "Beef shawarma with tahini, onion and parsley",
          },
          calories: 560,
          preparationMinutes: 8,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "falafel-sandwich",
          name: { ar: "ساندويش فلافل", en: "Falafel Sandwich" },
          description: {
            ar: "فلافل مع طحينة وخضار ومخلل",
            en: "Falafel with tahini, vegetables and pickles",
          },
          calories: 450,
          preparationMinutes: 6,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
        },
        {
          key: "zinger-sandwich",
          name: { ar: "ساندويش زنجر", en: "Zinger Sandwich" },
          description: {
            ar: "فيليه دجاج مقرمش وحار مع خس ومايونيز",
            en: "Crispy spicy chicken fillet with lettuce and mayonnaise",
          },
          calories: 610,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
          modifierGroups: [
            {
              key: "zinger-extras",
              name: { ar: "إضافات", en: "Extras" },
              minimum: 0,
              maximum: 4,
              modifiers: [
                {
                  key: "extra-cheese",
                  name: { ar: "جبنة إضافية", en: "Extra cheese" },
                  price: "0.250",
                },
                { key: "jalapeno", name: { ar: "هالبينو", en: "Jalapeños" }, price: "0.100" },
                { key: "hash-brown", name: { ar: "هاش براون", en: "Hash brown" }, price: "0.300" },
                {
                  key: "extra-fillet",
                  name: { ar: "قطعة دجاج إضافية", en: "Extra fillet" },
                  price: "0.750",
                },
              ],
            },
          ],
        },
        {
          key: "beef-burger",
          name: { ar: "برجر لحم", en: "Beef Burger" },
          description: {
            ar: "برجر لحم بقري مع جبنة شيدر وخس وطماط وصوص البيت",
            en: "Beef patty with cheddar, lettuce, tomato and house sauce",
          },
          calories: 720,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.650" }],
          modifierGroups: [
            {
              key: "beef-burger-extras",
              name: { ar: "إضافات", en: "Extras" },
              minimum: 0,
              maximum: 4,
              modifiers: [
                {
                  key: "extra-cheese",
                  name: { ar: "جبنة إضافية", en: "Extra cheese" },
                  price: "0.250",
                },
                {
                  key: "extra-patty",
                  name: { ar: "قطعة لحم إضافية", en: "Extra patty" },
                  price: "0.750",
                },
                {
                  key: "caramelised-onion",
                  name: { ar: "بصل مكرمل", en: "Caramelised onion" },
                  price: "0.150",
                },
                { key: "jalapeno", name: { ar: "هالبينو", en: "Jalapeños" }, price: "0.100" },
              ],
            },
          ],
        },
        {
          key: "chicken-burger",
          name: { ar: "برجر دجاج", en: "Chicken Burger" },
          description: {
            ar: "صدر دجاج مشوي مع خس وطماط ومايونيز",
            en: "Grilled chicken breast with lettuce, tomato and mayonnaise",
          },
          calories: 640,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.450" }],
        },
        {
          key: "tawook-sandwich",
          name: { ar: "ساندويش شيش طاووق", en: "Shish Tawook Sandwich" },
          description: {
            ar: "شيش طاووق مشوي بالثومية والمخلل",
            en: "Grilled shish tawook with garlic sauce and pickles",
          },
          calories: 540,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "kebab-sandwich",
          name: { ar: "ساندويش كباب", en: "Kebab Sandwich" },
          description: {
            ar: "كباب لحم مشوي مع بصل بالسماق وطماط",
            en: "Grilled lamb kebab with sumac onion and tomato",
          },
          calories: 590,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.350" }],
        },
        {
          key: "halloumi-sandwich",
          name: { ar: "ساندويش حلوم", en: "Halloumi Sandwich" },
          description: {
            ar: "حلوم مشوي مع طماط ونعناع وزيتون",
            en: "Grilled halloumi with tomato, mint and olives",
          },
          calories: 480,
          preparationMinutes: 8,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.100" }],
        },
        {
          key: "liver-sandwich",
          name: { ar: "ساندويش كبدة", en: "Liver Sandwich" },
          description: {
            ar: "كبدة غنم مقلية بالبصل والفلفل الحار",
            en: "Pan-fried lamb liver with onion and chilli",
          },
          calories: 430,
          preparationMinutes: 8,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "fish-fillet-sandwich",
          name: { ar: "ساندويش فيليه سمك", en: "Fish Fillet Sandwich" },
          description: {
            ar: "فيليه سمك مقرمش مع صوص التارتار",
            en: "Crispy fish fillet with tartare sauce",
          },
          calories: 520,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.350" }],
        },
        {
          key: "club-sandwich",
          name: { ar: "كلوب ساندويش", en: "Club Sandwich" },
          description: {
            ar: "دجاج وبيض وجبن وخضار في توست محمص مع بطاطس",
            en: "Chicken, egg, cheese and salad in toasted bread with fries",
          },
          calories: 780,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.750" }],
        },
        {
          key: "arayes",
          name: { ar: "عرايس", en: "Arayes" },
          description: {
            ar: "خبز عربي محشو باللحم المفروم ومشوي على الفحم",
            en: "Arabic bread stuffed with minced lamb and grilled over charcoal",
          },
          calories: 620,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
      ],
    },
    {
      key: "family-platters",
      name: { ar: "صواني العائلة", en: "Family Platters" },
      items: [
        {
          key: "family-machboos-dajaj",
          name: { ar: "صينية مجبوس دجاج عائلية", en: "Family Chicken Machboos" },
          description: {
            ar: "دجاجتان على عيش مجبوس مع هشو ودقوس وسلطة، تكفي 4 أشخاص",
            en: "Two whole chickens on machboos rice with hashu, daqqus and salad. Serves 4",
          },
          calories: 3900,
          preparationMinutes: 35,
          priceLabels: [{ label: { ar: "4 أشخاص", en: "Serves 4" }, price: "9.500" }],
        },
        {
          key: "family-machboos-laham",
          name: { ar: "صينية مجبوس لحم عائلية", en: "Family Lamb Machboos" },
          description: {
            ar: "لحم غنم على عيش مجبوس مع هشو ودقوس وسلطة، تكفي 4 أشخاص",
            en: "Lamb on machboos rice with hashu, daqqus and salad. Serves 4",
          },
          calories: 4600,
          preparationMinutes: 40,
          priceLabels: [{ label: { ar: "4 أشخاص", en: "Serves 4" }, price: "14.500" }],
        },
        {
          key: "family-mixed-grill",
          name: { ar: "مشاوي مشكلة عائلية", en: "Family Mixed Grill" },
          description: {
            ar: "تشكيلة مشاوي مع عيش وخبز وسلطات وصوصات",
            en: "A selection of grills with rice, bread, salads and sauces",
          },
          pricingType: 1,
          calories: 4200,
          preparationMinutes: 35,
          priceLabels: [
            { label: { ar: "4 أشخاص", en: "Serves 4" }, price: "12.500" },
            { label: { ar: "6 أشخاص", en: "Serves 6" }, price: "17.500" },
          ],
        },
        {
          key: "quzi-pre-order",
          name: { ar: "قوزي عائلي (طلب مسبق)", en: "Family Quzi (Pre-order)" },
          description: {
            ar: "كتف وفخذ غنم على عيش متبل بالمكسرات، تكفي 6 أشخاص. اطلبه قبل 24 ساعة واكتب التاريخ والوقت في الملاحظات",
            en: "Lamb shoulder and leg on spiced rice with nuts. Serves 6. Order 24 hours ahead and write the date and time in the note",
          },
          calories: 6200,
          preparationMinutes: 60,
          commentRequired: true,
          priceLabels: [{ label: { ar: "6 أشخاص", en: "Serves 6" }, price: "17.950" }],
        },
        {
          key: "family-seafood",
          name: { ar: "صينية مأكولات بحرية عائلية", en: "Family Seafood Platter" },
          description: {
            ar: "زبيدي وربيان مشوي وكاليماري مع عيش مطبق ودقوس، تكفي 4 أشخاص",
            en: "Zubaidi, grilled shrimp and calamari with mutabbaq rice and daqqus. Serves 4",
          },
          calories: 3800,
          preparationMinutes: 40,
          priceLabels: [{ label: { ar: "4 أشخاص", en: "Serves 4" }, price: "16.500" }],
        },
        {
          key: "family-mezze",
          name: { ar: "تشكيلة مقبلات عائلية", en: "Family Mezze Selection" },
          description: {
            ar: "ثمانية أصناف من المقبلات الباردة والساخنة مع خبز عربي",
            en: "Eight hot and cold mezze with Arabic bread",
          },
          calories: 2800,
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "4 أشخاص", en: "Serves 4" }, price: "9.000" }],
        },
        {
          key: "family-shawarma-box",
          name: { ar: "بوكس شاورما عائلي", en: "Family Shawarma Box" },
          description: {
            ar: "12 ساندويش شاورما مشكلة مع بطاطس وثومية",
            en: "Twelve mixed shawarma sandwiches with fries and garlic sauce",
          },
          calories: 5600,
          preparationMinutes: 20,
          priceLabels: [{ label: { ar: "12 ساندويش", en: "12 sandwiches" }, price: "9.000" }],
        },
      ],
    },
    {
      key: "friday-specials",
      name: { ar: "غداء الجمعة", en: "Friday Specials" },
      description: {
        ar: "يوم الجمعة فقط من 12:00 ظهراً حتى 5:00 مساءً",
        en: "Fridays only, from 12:00 to 17:00",
      },
      schedule: {
        days: [
          { closed: true, shifts: [] },
          { closed: true, shifts: [] },
          { closed: true, shifts: [] },
          { closed: true, shifts: [] },
          { closed: false, shifts: [{ time_from: "12:00", time_to: "17:00" }] },
          { closed: true, shifts: [] },
          { closed: true, shifts: [] },
        ],
      },
      items: [
        {
          key: "friday-feast",
          name: { ar: "غداء الجمعة الكامل", en: "Friday Feast" },
          description: {
            ar: "مجبوس لحم وهريس وفتوش ودقوس ولقيمات لشخص واحد",
            en: "Lamb machboos, harees, fattoush, daqqus and lugaimat for one",
          },
          calories: 1900,
          preparationMinutes: 30,
          priceLabels: [{ label: { ar: "لشخص واحد", en: "For one" }, price: "6.500" }],
        },
        {
          key: "lamb-shank-machboos",
          name: { ar: "مجبوس موزات لحم", en: "Lamb Shank Machboos" },
          description: {
            ar: "موزتان من لحم الغنم على عيش مجبوس مع هشو",
            en: "Two lamb shanks on machboos rice with hashu",
          },
          calories: 1500,
          preparationMinutes: 35,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "6.250" }],
        },
        {
          key: "dajaj-mahshi",
          name: { ar: "دجاج محشي", en: "Stuffed Chicken" },
          description: {
            ar: "دجاجة كاملة محشوة بالعيش المتبل والمكسرات والزبيب",
            en: "Whole chicken stuffed with spiced rice, nuts and raisins",
          },
          calories: 1800,
          preparationMinutes: 40,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "5.950" }],
        },
        {
          key: "fish-biryani",
          name: { ar: "برياني سمك", en: "Fish Biryani" },
          description: {
            ar: "قطع هامور متبلة مع عيش البرياني والبصل المقرمش",
            en: "Spiced hamour pieces with biryani rice and crispy onion",
          },
          calories: 950,
          preparationMinutes: 30,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "4.750" }],
        },
        {
          key: "asida",
          name: { ar: "عصيدة", en: "Asida" },
          description: {
            ar: "عصيدة كويتية بالسمن والزعفران والهيل",
            en: "Kuwaiti flour pudding with ghee, saffron and cardamom",
          },
          calories: 520,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
      ],
    },
    {
      key: "kids",
      name: { ar: "وجبات الأطفال", en: "Kids' Meals" },
      items: [
        {
          key: "kids-nuggets",
          name: { ar: "وجبة ناجتس للأطفال", en: "Kids' Nuggets Meal" },
          description: {
            ar: "6 قطع ناجتس دجاج مع بطاطس ومشروب",
            en: "Six chicken nuggets with fries and a drink",
          },
          calories: 560,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.750" }],
          modifierGroups: [
            {
              key: "kids-nuggets-drink",
              name: { ar: "اختر المشروب", en: "Choose a drink" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                {
                  key: "apple-juice",
                  name: { ar: "عصير تفاح", en: "Apple juice" },
                  price: "0.000",
                },
                {
                  key: "orange-juice",
                  name: { ar: "عصير برتقال", en: "Orange juice" },
                  price: "0.000",
                },
                { key: "water", name: { ar: "ماي", en: "Water" }, price: "0.000" },
                { key: "laban", name: { ar: "لبن", en: "Laban" }, price: "0.000" },
              ],
            },
          ],
        },
        {
          key: "kids-burger",
          name: { ar: "وجبة برجر للأطفال", en: "Kids' Burger Meal" },
          description: {
            ar: "برجر صغير بالجبن مع بطاطس ومشروب",
            en: "Small cheeseburger with fries and a drink",
          },
          calories: 620,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.950" }],
          modifierGroups: [
            {
              key: "kids-burger-drink",
              name: { ar: "اختر المشروب", en: "Choose a drink" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                {
                  key: "apple-juice",
                  name: { ar: "عصير تفاح", en: "Apple juice" },
                  price: "0.000",
                },
                {
                  key: "orange-juice",
                  name: { ar: "عصير برتقال", en: "Orange juice" },
                  price: "0.000",
                },
                { key: "water", name: { ar: "ماي", en: "Water" }, price: "0.000" },
                { key: "laban", name: { ar: "لبن", en: "Laban" }, price: "0.000" },
              ],
            },
          ],
        },
        {
          key: "kids-machboos",
          name: { ar: "وجبة مجبوس دجاج للأطفال", en: "Kids' Chicken Machboos" },
          description: {
            ar: "صدر دجاج على عيش مجبوس خفيف البهارات",
            en: "Chicken breast on mildly spiced machboos rice",
          },
          calories: 540,
          preparationMinutes: 15,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.950" }],
        },
        {
          key: "kids-pasta",
          name: { ar: "باستا بصلصة الطماط للأطفال", en: "Kids' Tomato Pasta" },
          description: {
            ar: "باستا بصلصة الطماط وجبن البارميزان",
            en: "Pasta in tomato sauce with parmesan",
          },
          calories: 480,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
        {
          key: "kids-fish-fingers",
          name: { ar: "وجبة أصابع السمك للأطفال", en: "Kids' Fish Fingers" },
          description: {
            ar: "أصابع سمك مقرمشة مع بطاطس",
            en: "Crispy fish fingers with fries",
          },
          calories: 510,
          preparationMinutes: 12,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.950" }],
        },
        {
          key: "kids-birthday-box",
          name: { ar: "بوكس عيد ميلاد الأطفال", en: "Kids' Birthday Box" },
          description: {
            ar: "ناجتس وبرجر صغير وبطاطس وعصير وكب كيك. اكتب اسم الطفل وعمره في الملاحظات",
            en: "Nuggets, a mini burger, fries, juice and a cupcake. Write the child's name and age in the note",
          },
          calories: 950,
          preparationMinutes: 15,
          commentRequired: true,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.250" }],
        },
      ],
    },
    {
      key: "desserts",
      name: { ar: "الحلويات", en: "Desserts" },
      items: [
        {
          key: "lugaimat",
          name: { ar: "لقيمات", en: "Lugaimat" },
          description: {
            ar: "كرات عجين مقرمشة بدبس التمر والسمسم، تطلب كل 5 حبات",
            en: "Crispy dough balls with date syrup and sesame, sold in fives",
          },
          calories: 260,
          priceLabels: [
            {
              label: { ar: "5 حبات", en: "5 pieces" },
              price: "0.750",
              minimum: 2,
              maximum: 20,
            },
          ],
        },
        {
          key: "kunafa",
          name: { ar: "كنافة بالجبن", en: "Cheese Kunafa" },
          description: {
            ar: "كنافة ناعمة بالجبن مع القطر والفستق",
            en: "Fine kunafa with cheese, syrup and pistachio",
          },
          calories: 620,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.750" }],
        },
        {
          key: "umm-ali",
          name: { ar: "أم علي", en: "Umm Ali" },
          description: {
            ar: "رقائق عجين مخبوزة بالحليب والقشطة والمكسرات",
            en: "Baked pastry pudding with milk, cream and nuts",
          },
          calories: 580,
          preparationMinutes: 10,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
        {
          key: "muhallabia",
          name: { ar: "مهلبية", en: "Muhallabia" },
          description: {
            ar: "مهلبية بماء الورد والفستق",
            en: "Milk pudding with rose water and pistachio",
          },
          calories: 320,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "sago",
          name: { ar: "ساقو", en: "Sago Pudding" },
          description: {
            ar: "حلوى الساقو بالزعفران والهيل وماء الورد",
            en: "Sago pudding with saffron, cardamom and rose water",
          },
          calories: 290,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "date-cake",
          name: { ar: "كيكة التمر بالتوفي", en: "Sticky Date Cake" },
          description: {
            ar: "كيكة تمر دافئة مع صوص التوفي",
            en: "Warm date cake with toffee sauce",
          },
          calories: 540,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
        {
          key: "bento-cake",
          name: { ar: "كيكة بنتو بعبارتك", en: "Bento Cake with Your Message" },
          description: {
            ar: "كيكة فانيلا صغيرة لشخصين تكتب عليها عبارتك. اكتب العبارة في الملاحظات",
            en: "A small vanilla cake for two with your message piped on top. Write the message in the note",
          },
          calories: 1100,
          preparationMinutes: 20,
          commentRequired: true,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "2.500" }],
        },
        {
          key: "basbousa",
          name: { ar: "بسبوسة", en: "Basbousa" },
          description: {
            ar: "بسبوسة بالسميد والقطر وجوز الهند",
            en: "Semolina cake with syrup and coconut",
          },
          calories: 410,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "saffron-ice-cream",
          name: { ar: "آيس كريم الزعفران والهيل", en: "Saffron & Cardamom Ice Cream" },
          description: {
            ar: "كرتان من آيس كريم الزعفران والهيل مع الفستق",
            en: "Two scoops of saffron and cardamom ice cream with pistachio",
          },
          calories: 300,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "rangeena",
          name: { ar: "رنقينة", en: "Rangeena" },
          description: {
            ar: "تمر خلاص محشي بالجوز مع طحين محمص بالسمن والهيل",
            en: "Khalas dates stuffed with walnuts under flour toasted in ghee and cardamom",
          },
          calories: 450,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "khanfaroosh",
          name: { ar: "خنفروش", en: "Khanfaroosh" },
          description: {
            ar: "كعك كويتي مقلي بالزعفران والهيل",
            en: "Kuwaiti fried cakes with saffron and cardamom",
          },
          calories: 380,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "gergean-bag",
          name: { ar: "كيس قرقيعان", en: "Gergean Treat Bag" },
          description: {
            ar: "مكسرات وحلويات ليلة القرقيعان",
            en: "Nuts and sweets for Gergean night",
          },
          calories: 650,
          visible: false,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.500" }],
        },
      ],
    },
    {
      key: "hot-drinks",
      name: { ar: "المشروبات الساخنة", en: "Hot Drinks" },
      items: [
        {
          key: "karak",
          name: { ar: "شاي كرك", en: "Karak Tea" },
          description: {
            ar: "شاي بالحليب المبخر والهيل والزعفران",
            en: "Tea brewed with evaporated milk, cardamom and saffron",
          },
          pricingType: 1,
          calories: 150,
          priceLabels: [
            { label: { ar: "صغير", en: "Small" }, price: "0.350" },
            { label: { ar: "كبير", en: "Large" }, price: "0.550" },
          ],
        },
        {
          key: "mukhadar-tea",
          name: { ar: "شاي مخدّر", en: "Mukhadar Tea" },
          description: {
            ar: "شاي أحمر مخدّر على نار هادئة بالهيل",
            en: "Slow-brewed black tea with cardamom",
          },
          calories: 40,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.350" }],
        },
        {
          key: "mint-tea",
          name: { ar: "شاي بالنعناع", en: "Mint Tea" },
          calories: 40,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.400" }],
        },
        {
          key: "arabic-coffee",
          name: { ar: "قهوة عربية", en: "Arabic Coffee" },
          description: {
            ar: "قهوة خليجية شقراء بالهيل والزعفران تقدم مع التمر",
            en: "Light Gulf coffee with cardamom and saffron, served with dates",
          },
          pricingType: 1,
          calories: 20,
          priceLabels: [
            { label: { ar: "فنجان", en: "Cup" }, price: "0.350" },
            { label: { ar: "دلة صغيرة", en: "Small dallah" }, price: "1.250" },
          ],
        },
        {
          key: "turkish-coffee",
          name: { ar: "قهوة تركية", en: "Turkish Coffee" },
          calories: 15,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
        },
        {
          key: "espresso",
          name: { ar: "إسبريسو", en: "Espresso" },
          calories: 5,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.850" }],
        },
        {
          key: "cappuccino",
          name: { ar: "كابتشينو", en: "Cappuccino" },
          calories: 140,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.150" }],
          modifierGroups: [
            {
              key: "cappuccino-milk",
              name: { ar: "نوع الحليب", en: "Milk" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                {
                  key: "full-fat",
                  name: { ar: "حليب كامل الدسم", en: "Full-fat milk" },
                  price: "0.000",
                },
                {
                  key: "low-fat",
                  name: { ar: "حليب قليل الدسم", en: "Low-fat milk" },
                  price: "0.000",
                },
                { key: "oat", name: { ar: "حليب الشوفان", en: "Oat milk" }, price: "0.250" },
                { key: "almond", name: { ar: "حليب اللوز", en: "Almond milk" }, price: "0.250" },
              ],
            },
          ],
        },
        {
          key: "spanish-latte",
          name: { ar: "سبانش لاتيه", en: "Spanish Latte" },
          description: {
            ar: "إسبريسو مع الحليب والحليب المكثف المحلى",
            en: "Espresso with milk and sweetened condensed milk",
          },
          calories: 260,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
          modifierGroups: [
            {
              key: "spanish-latte-milk",
              name: { ar: "نوع الحليب", en: "Milk" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                {
                  key: "full-fat",
                  name: { ar: "حليب كامل الدسم", en: "Full-fat milk" },
                  price: "0.000",
                },
                {
                  key: "low-fat",
                  name: { ar: "حليب قليل الدسم", en: "Low-fat milk" },
                  price: "0.000",
                },
                { key: "oat", name: { ar: "حليب الشوفان", en: "Oat milk" }, price: "0.250" },
                { key: "almond", name: { ar: "حليب اللوز", en: "Almond milk" }, price: "0.250" },
              ],
            },
          ],
        },
        {
          key: "saffron-milk",
          name: { ar: "حليب بالزعفران", en: "Saffron Milk" },
          description: {
            ar: "حليب ساخن بالزعفران والهيل",
            en: "Hot milk with saffron and cardamom",
          },
          calories: 210,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.850" }],
        },
        {
          key: "ginger-milk",
          name: { ar: "حليب بالزنجبيل", en: "Ginger Milk" },
          description: {
            ar: "حليب ساخن بالزنجبيل والعسل",
            en: "Hot milk with ginger and honey",
          },
          calories: 190,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.750" }],
        },
        {
          key: "hot-chocolate",
          name: { ar: "هوت شوكليت", en: "Hot Chocolate" },
          calories: 320,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "sulaimani-tea",
          name: { ar: "شاي سليماني", en: "Sulaimani Tea" },
          description: {
            ar: "شاي أسود خفيف بالليمون والهيل",
            en: "Light black tea with lemon and cardamom",
          },
          calories: 30,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.350" }],
        },
      ],
    },
    {
      key: "cold-drinks-juices",
      name: { ar: "المشروبات الباردة والعصائر", en: "Cold Drinks & Juices" },
      items: [
        {
          key: "orange-juice",
          name: { ar: "عصير برتقال طازج", en: "Fresh Orange Juice" },
          pricingType: 1,
          calories: 180,
          priceLabels: [
            { label: { ar: "عادي", en: "Regular" }, price: "0.950" },
            { label: { ar: "كبير", en: "Large" }, price: "1.250" },
          ],
        },
        {
          key: "lemon-mint",
          name: { ar: "ليمون بالنعناع", en: "Lemon Mint" },
          description: {
            ar: "ليمون طازج مع النعناع والثلج المجروش",
            en: "Fresh lemon with mint and crushed ice",
          },
          calories: 140,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "mango-juice",
          name: { ar: "عصير مانجو", en: "Mango Juice" },
          calories: 230,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "strawberry-juice",
          name: { ar: "عصير فراولة", en: "Strawberry Juice" },
          calories: 190,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.000" }],
        },
        {
          key: "avocado-juice",
          name: { ar: "عصير أفوكادو", en: "Avocado Shake" },
          description: {
            ar: "أفوكادو بالحليب والعسل والمكسرات",
            en: "Avocado blended with milk, honey and nuts",
          },
          calories: 420,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "pomegranate-juice",
          name: { ar: "عصير رمان", en: "Pomegranate Juice" },
          calories: 200,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "carrot-juice",
          name: { ar: "عصير جزر", en: "Carrot Juice" },
          calories: 120,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.850" }],
        },
        {
          key: "laban-drink",
          name: { ar: "لبن بارد", en: "Chilled Laban" },
          calories: 110,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.350" }],
        },
        {
          key: "vimto",
          name: { ar: "فيمتو", en: "Vimto" },
          description: {
            ar: "فيمتو بارد، مشروب رمضان المفضل",
            en: "Chilled Vimto, the Ramadan favourite",
          },
          calories: 160,
          visible: false,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.500" }],
        },
        {
          key: "soft-drink",
          name: { ar: "مشروب غازي", en: "Soft Drink" },
          calories: 150,
          priceLabels: [{ label: { ar: "علبة", en: "Can" }, price: "0.350" }],
          modifierGroups: [
            {
              key: "soft-drink-choice",
              name: { ar: "اختر المشروب", en: "Choose your drink" },
              minimum: 1,
              maximum: 1,
              modifiers: [
                { key: "pepsi", name: { ar: "بيبسي", en: "Pepsi" }, price: "0.000" },
                { key: "diet-pepsi", name: { ar: "بيبسي دايت", en: "Diet Pepsi" }, price: "0.000" },
                { key: "seven-up", name: { ar: "سفن أب", en: "7Up" }, price: "0.000" },
                {
                  key: "mirinda",
                  name: { ar: "ميرندا برتقال", en: "Mirinda Orange" },
                  price: "0.000",
                },
              ],
            },
          ],
        },
        {
          key: "mineral-water",
          name: { ar: "مياه معدنية", en: "Mineral Water" },
          pricingType: 1,
          calories: 0,
          priceLabels: [
            { label: { ar: "صغير", en: "Small" }, price: "0.350" },
            { label: { ar: "كبير", en: "Large" }, price: "0.600" },
          ],
        },
        {
          key: "sparkling-water",
          name: { ar: "مياه فوارة", en: "Sparkling Water" },
          calories: 0,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.600" }],
        },
        {
          key: "iced-karak",
          name: { ar: "كرك مثلج", en: "Iced Karak" },
          calories: 220,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "0.950" }],
        },
        {
          key: "iced-spanish-latte",
          name: { ar: "سبانش لاتيه مثلج", en: "Iced Spanish Latte" },
          calories: 280,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
        {
          key: "fruit-cocktail",
          name: { ar: "كوكتيل فواكه", en: "Fruit Cocktail" },
          description: {
            ar: "طبقات مانجو وفراولة وأفوكادو مع قطع الفواكه",
            en: "Layers of mango, strawberry and avocado with fresh fruit",
          },
          calories: 380,
          priceLabels: [{ label: { ar: "عادي", en: "Regular" }, price: "1.250" }],
        },
      ],
    },
    {
      key: "reservation-set-menus",
      name: { ar: "قوائم الحجز", en: "Reservation Set Menus" },
      description: {
        ar: "قوائم ثابتة عند حجز طاولة، السعر للشخص",
        en: "Set menus for table bookings, priced per guest",
      },
      items: [
        {
          key: "majlis-set-menu",
          name: { ar: "قائمة المجلس", en: "Majlis Set Menu" },
          description: {
            ar: "مقبلات وشوربة ومجبوس لحم أو مشاوي مشكلة وحلى وقهوة عربية وتمر",
            en: "Mezze, soup, lamb machboos or mixed grill, dessert, Arabic coffee and dates",
          },
          types: ["reservation"],
          priceLabels: [
            {
              label: { ar: "للشخص", en: "Per guest" },
              price: "7.500",
              minimum: 2,
              maximum: 20,
            },
          ],
        },
        {
          key: "seafood-set-menu",
          name: { ar: "قائمة خيرات البحر", en: "Gulf Seafood Set Menu" },
          description: {
            ar: "شوربة مأكولات بحرية وربيان مشوي وزبيدي مع عيش مطبق وحلى",
            en: "Seafood soup, grilled shrimp and zubaidi with mutabbaq rice, then dessert",
          },
          types: ["reservation"],
          priceLabels: [
            {
              label: { ar: "للشخص", en: "Per guest" },
              price: "9.500",
              minimum: 2,
              maximum: 20,
            },
          ],
        },
        {
          key: "business-lunch-set",
          name: { ar: "قائمة غداء الأعمال", en: "Business Lunch Set" },
          description: {
            ar: "شوربة أو سلطة وطبق رئيسي وحلى ومشروب",
            en: "Soup or salad, a main course, dessert and a drink",
          },
          types: ["reservation"],
          priceLabels: [
            {
              label: { ar: "للشخص", en: "Per guest" },
              price: "5.500",
              minimum: 4,
              maximum: 30,
            },
          ],
        },
        {
          key: "ghabga-set-menu",
          name: { ar: "قائمة الغبقة", en: "Ghabga Set Menu" },
          description: {
            ar: "سهرة رمضانية: هريس وجريش ومقبلات ومشاوي ولقيمات وشاي كرك",
            en: "A Ramadan evening gathering: harees, jareesh, mezze, grills, lugaimat and karak",
          },
          types: ["reservation"],
          priceLabels: [
            {
              label: { ar: "للشخص", en: "Per guest" },
              price: "8.500",
              minimum: 10,
              maximum: 60,
            },
          ],
        },
      ],
    },
  ],
};
