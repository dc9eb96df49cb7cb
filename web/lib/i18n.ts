import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * D26: every visible text goes through this one layer. English is the only language so far; the
 * admin's language list (shared/enums.ts LANGUAGES) names the ones that can follow. Each feature
 * keeps its strings in its own file under locales/en/ (top-level keys must not collide); they are
 * merged into one namespace here.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
const english = Object.assign({}, ...Object.values(files)) as Record<string, unknown>;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: english } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Strings of screens that are loaded on demand live in locales/en/on-demand/ and join the same
 * namespace when their screen's code arrives, so the landing page does not carry them (ADR 0013).
 */
export function addStrings(strings: Record<string, unknown>) {
  i18n.addResourceBundle('en', 'translation', strings, true, true);
}
