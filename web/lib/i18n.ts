import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '#web/locales/en.json';

/**
 * D26: every visible text goes through this one layer. English is the only language so far; the
 * admin's language list (shared/enums.ts LANGUAGES) names the ones that can follow.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
