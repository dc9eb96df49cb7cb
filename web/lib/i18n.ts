import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/enums.ts';

/**
 * D26 and D37: every visible text goes through this one layer, in the eight languages of the admin
 * list. Each language keeps its texts in locales/<language>/, one file per feature (top-level keys
 * must not collide), merged into one namespace. Only the chosen language's texts are loaded: the
 * landing page's (common, landing) before the first render, a screen's (on-demand/) with its code
 * (ADR 0013), and again in another language when the member switches (ADR 0037).
 */
type Strings = Record<string, unknown>;
/** Where the build puts the texts (vite.config.ts `locales`): /assets/locales/<version>/. */
const LOCALES_BASE = (import.meta.env.VITE_LOCALES_BASE as string | undefined) ?? '/assets/locales/dev/';

/** The languages by their own names: the same in every language, so that each finds its own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
  zh: '中文（简体）',
};

/** The visitor's choice, kept in this browser: a preference, not tracking (no cookie banner). */
const CHOICE_KEY = 'divine-match.language';
/** A choice made while signed out, to be saved as the member's language at the next sign-in. */
const UNSAVED_KEY = 'divine-match.language-unsaved';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage refused (private mode, blocked): the choice lasts this visit.
  }
}

/** The visitor's saved choice, else the first of the browser's languages we speak, else English. */
export function preferredLanguage(): Language {
  const saved = storage()?.getItem(CHOICE_KEY);
  if (isLanguage(saved)) return saved;
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The current language, for Intl: dates and numbers follow it. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

const loaded = new Set<string>();
const wanted = new Set<string>();

async function fetchStrings(path: string): Promise<Strings> {
  const response = await fetch(`${LOCALES_BASE}${path}.json`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The texts ${path} could not be loaded (${response.status}).`);
  return (await response.json()) as Strings;
}

/** The shared messages (on-demand/spec.json) have their own namespace: their keys are English texts. */
const SPEC = 'spec';

async function load(language: Language, names: Iterable<string>) {
  // English needs no table to say the shared messages in English.
  const files = [...names].filter((name) => !(name === SPEC && language === 'en'));
  const paths = [`${language}/common`, `${language}/landing`, ...files.map((name) => `${language}/on-demand/${name}`)];
  const bundles = await Promise.all(
    paths.filter((path) => !loaded.has(path)).map(async (path) => ({ path, strings: await fetchStrings(path) })),
  );
  for (const bundle of bundles) {
    const namespace = bundle.path.endsWith(`/${SPEC}`) ? SPEC : 'translation';
    i18n.addResourceBundle(language, namespace, bundle.strings, true, true);
    loaded.add(bundle.path);
  }
}

/**
 * A screen's texts (locales/<language>/on-demand/<name>.json), in the current language and in
 * any language chosen later. `lazyNamed` fetches a screen's beside its code.
 */
export async function loadStrings(...names: string[]) {
  for (const name of names) wanted.add(name);
  await load(currentLanguage(), names);
}

async function show(language: Language) {
  await load(language, wanted);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Before the first render: the preferred language's landing texts. */
export const startLanguage = () => show(preferredLanguage());

/**
 * Switch to `language` and keep the choice in this browser. `unsaved`: chosen while signed out,
 * so the next sign-in saves it as the member's language (D37).
 */
export async function chooseLanguage(language: Language, options: { unsaved: boolean }) {
  await show(language);
  const store = storage();
  store?.setItem(CHOICE_KEY, language);
  if (options.unsaved) store?.setItem(UNSAVED_KEY, language);
  else store?.removeItem(UNSAVED_KEY);
}

/** Registration: the language the visitor used becomes the new member's at the first signed-in screen. */
export function saveLanguageAtSignIn() {
  storage()?.setItem(UNSAVED_KEY, currentLanguage());
}

/** A choice made while signed out that is not yet the member's language, if any. */
export function unsavedChoice(): Language | undefined {
  const value = storage()?.getItem(UNSAVED_KEY);
  return isLanguage(value) ? value : undefined;
}

const templates = new Map<string, { pattern: RegExp; names: string[]; text: string }[]>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A shared message — the spec's exact words in a server's answer or a form's rule (shared/…Messages)
 * — in the chosen language: on-demand/spec.json keys each by its English text, a message with
 * values by its template (`Your email address is now {{email}}.`, the values said in turn). A text
 * it does not know stays as it is (ADR 0037).
 */
export function say(text: string): string {
  const language = currentLanguage();
  if (language === 'en' || text === '') return text;
  const strings = i18n.getResourceBundle(language, SPEC) as Record<string, string> | undefined;
  if (!strings) return text;
  const exact = strings[text];
  if (exact !== undefined) return exact;
  // Keyed by the language and the size of its table, so that a table that grew is read again.
  const key = `${language}:${Object.keys(strings).length}`;
  if (!templates.has(key)) {
    const found = Object.keys(strings)
      .filter((key) => key.includes('{{'))
      .map((key) => ({
        pattern: new RegExp(
          `^${key
            .split(/\{\{\w+\}\}/)
            .map(escape)
            .join('(.+?)')}$`,
          'su',
        ),
        names: [...key.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? ''),
        text: strings[key] ?? key,
      }));
    templates.set(key, found);
  }
  for (const template of templates.get(key) ?? []) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    return template.names.reduce(
      (said, name, index) => said.replaceAll(`{{${name}}}`, say(match[index + 1] ?? '')),
      template.text,
    );
  }
  return text;
}
