import {
  fallbackLanguage,
  type InterfaceLanguage,
  isInterfaceLanguage,
  primarySubtag,
} from "@storefront/domain";

/**
 * The text of a one-time code in each interface language: `{name}` is the business's name,
 * `{code}` the six digits, `{time}` how long the code lives ("5 minutes", written by Intl in the
 * language's own plural).
 */
const templates: Record<InterfaceLanguage, string> = {
  ar: "رمز التحقق لدى {name}: {code}. صالح لمدة {time}. لا تشاركه مع أحد.",
  az: "{name} kodunuz: {code}. Kod {time} ərzində etibarlıdır. Heç kimlə paylaşmayın.",
  bg: "Вашият код за {name} е {code}. Валиден е {time}. Не го споделяйте с никого.",
  bn: "{name}-এর জন্য আপনার কোড {code}। এটি {time} বৈধ থাকবে। কারও সঙ্গে শেয়ার করবেন না।",
  ca: "El vostre codi de {name} és {code}. Caduca d'aquí a {time}. No el compartiu amb ningú.",
  de: "Ihr Code für {name} lautet {code}. Er läuft in {time} ab. Geben Sie ihn nicht weiter.",
  el: "Ο κωδικός σας για {name} είναι {code}. Λήγει σε {time}. Μην τον μοιραστείτε με κανέναν.",
  en: "Your {name} code is {code}. It expires in {time}. Do not share it.",
  es: "Tu código de {name} es {code}. Caduca en {time}. No lo compartas con nadie.",
  et: "{name}: teie kood on {code}. See kehtib {time}. Ärge jagage seda kellegagi.",
  fa: "کد شما برای {name}: {code}. این کد به مدت {time} معتبر است. آن را به کسی ندهید.",
  fi: "{name}: koodisi on {code}. Se on voimassa {time}. Älä kerro sitä kenellekään.",
  fr: "Votre code {name} est {code}. Il expire dans {time}. Ne le partagez avec personne.",
  ha: "Lambar ku ta {name} ita ce {code}. Za ta ƙare cikin {time}. Kada ku ba kowa ita.",
  hi: "{name} के लिए आपका कोड {code} है। यह {time} तक मान्य है। इसे किसी से साझा न करें।",
  hr: "Vaš kôd za {name} je {code}. Vrijedi {time}. Ne dijelite ga ni s kim.",
  hu: "{name}: az Ön kódja {code}. {time} múlva lejár. Ne adja meg senkinek.",
  hy: "{name}. ձեր կոդը՝ {code}։ Այն գործում է {time}։ Ոչ ոքի մի՛ փոխանցեք այն։",
  it: "Il tuo codice {name} è {code}. Scade tra {time}. Non condividerlo con nessuno.",
  ja: "{name}の確認コード：{code}。有効期限は{time}です。他の人に教えないでください。",
  ka: "{name}: თქვენი კოდია {code}. მოქმედების ვადა: {time}. არავის გაუზიაროთ.",
  km: "លេខកូដ {name} របស់អ្នកគឺ {code}។ វាមានសុពលភាព {time}។ កុំប្រាប់វាទៅអ្នកដទៃ។",
  ko: "{name} 인증 코드: {code}. {time} 동안 유효합니다. 다른 사람에게 알려 주지 마세요.",
  ku: "{name}: koda we {code} e. Ew {time} derbasdar e. Bi tu kesî re parve nekin.",
  lo: "ລະຫັດ {name} ຂອງທ່ານແມ່ນ {code}. ໃຊ້ໄດ້ {time}. ຢ່າບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ.",
  mn: "{name}: таны код {code}. {time} хүчинтэй. Хэнд ч бүү хэлээрэй.",
  ms: "Kod {name} anda ialah {code}. Sah selama {time}. Jangan kongsi dengan sesiapa.",
  nl: "Je code voor {name} is {code}. Hij verloopt over {time}. Deel hem met niemand.",
  nn: "Koden din for {name} er {code}. Han går ut om {time}. Ikkje del han med nokon.",
  no: "Koden din for {name} er {code}. Den utløper om {time}. Ikke del den med noen.",
  pl: "{name}: Twój kod to {code}. Wygasa za {time}. Nie podawaj go nikomu.",
  pt: "Seu código de {name} é {code}. Ele expira em {time}. Não o compartilhe com ninguém.",
  ro: "Codul tău {name} este {code}. Expiră în {time}. Nu îl da nimănui.",
  ru: "Ваш код для {name}: {code}. Он действует {time}. Никому его не сообщайте.",
  sq: "Kodi juaj për {name} është {code}. Vlen për {time}. Mos ia jepni askujt.",
  sv: "Din kod för {name} är {code}. Den går ut om {time}. Dela den inte med någon.",
  th: "รหัสยืนยัน {name} ของคุณคือ {code} ใช้ได้ {time} อย่าบอกรหัสนี้กับผู้อื่น",
  tr: "{name} doğrulama kodunuz: {code}. Kod {time} geçerlidir. Kimseyle paylaşmayın.",
  ur: "{name} کے لیے آپ کا کوڈ {code} ہے۔ یہ {time} تک درست ہے۔ اسے کسی کو نہ بتائیں۔",
  vi: "Mã {name} của bạn là {code}. Mã hết hạn sau {time}. Không chia sẻ mã này với ai.",
  zh: "您的{name}验证码是{code}，{time}内有效。请勿告诉他人。",
};

/**
 * The language a code is written in (ADR 025): the interface language the customer asked in,
 * else the business's first language that has a text, else English. `messageLanguage("en-GB", ["ar"]) === "en"`
 */
export function messageLanguage(
  asked: string | null | undefined,
  businessLocales: readonly string[],
): InterfaceLanguage {
  const wanted = [asked ?? "", ...businessLocales].map(primarySubtag);
  return wanted.find(isInterfaceLanguage) ?? fallbackLanguage;
}

/**
 * The text of a one-time code in `language`, digits Latin so the phone can offer the code.
 * `otpMessage({ language: "en", businessName: "Grills", code: "004217", minutes: 5 })`
 */
export function otpMessage(input: {
  readonly language: InterfaceLanguage;
  readonly businessName: string;
  readonly code: string;
  readonly minutes: number;
}): string {
  const { language, businessName, code, minutes } = input;
  const time = new Intl.NumberFormat(language, {
    style: "unit",
    unit: "minute",
    unitDisplay: "long",
    numberingSystem: "latn",
  }).format(minutes);
  return templates[language].replace(/\{(name|code|time)\}/g, (_, field: string) =>
    field === "name" ? businessName : field === "code" ? code : time,
  );
}
