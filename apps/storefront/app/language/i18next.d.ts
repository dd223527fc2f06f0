import type en from "../locales/en.json";

// Translation keys are checked against the English bundle.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
