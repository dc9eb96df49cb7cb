import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '#shared/enums.ts';

/**
 * D37: what the server writes itself (notification emails, their digest, push notifications) in
 * the member's language. One file per language, server/locales/<language>.json, all loaded at
 * start (a few kilobytes); the key check (web/locales/locales.test.ts) holds them to English's keys.
 */
const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      translation: JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8')) as object,
    },
  ]),
);

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The texts of one language: `translator('de')('notifications.email.openApp')`. */
export const translator = (language: Language): TFunction => instance.getFixedT(language);
