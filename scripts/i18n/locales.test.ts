import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as enums from '#shared/enums.ts';
import { LANGUAGES } from '#shared/enums.ts';
import { SHOWN_ENUMS, UNSHOWN_ENUMS } from '#web/lib/enum-label.ts';
import {
  compareTexts,
  flatten,
  jsonFiles,
  namedKeys,
  readTexts,
  sourceFiles,
  unusedKeys,
  writtenTexts,
  type Texts,
} from './locale-check.ts';
import { specMessages } from './spec-messages.ts';

/**
 * D37's key check: the eight languages of the admin list, in the web app (web/locales/<language>/)
 * and in what the server writes (server/locales/<language>.json).
 */
const root = path.resolve(import.meta.dirname, '../..');
const webLocales = path.join(root, 'web/locales');
const webEnglish = jsonFiles(path.join(webLocales, 'en')).map((file) =>
  path.relative(path.join(webLocales, 'en'), file),
);
const serverLocale = (language: string) => path.join(root, 'server/locales', `${language}.json`);
/** The shared messages, keyed by their English words (scripts/i18n/spec-messages.ts). */
const SPEC_FILE = path.join('on-demand', 'spec.json');

function allTexts(files: string[]): Texts {
  const texts: Texts = new Map();
  for (const file of files) for (const [key, value] of readTexts(file)) texts.set(key, value);
  return texts;
}

describe('every language has every text (D37)', () => {
  it('has the same translation files in every language', () => {
    for (const language of LANGUAGES) {
      const files = jsonFiles(path.join(webLocales, language)).map((file) =>
        path.relative(path.join(webLocales, language), file),
      );
      expect(files, language).toEqual(webEnglish);
      expect(fs.existsSync(serverLocale(language)), `server/locales/${language}.json`).toBe(true);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    "'%s' has English's keys, one per plural form of the language, with the same placeholders",
    (language) => {
      const problems = webEnglish.flatMap((file) =>
        compareTexts(
          readTexts(path.join(webLocales, 'en', file)),
          readTexts(path.join(webLocales, language, file)),
          language,
        ).map((problem) => `web/locales/${language}/${file}: ${problem}`),
      );
      problems.push(
        ...compareTexts(readTexts(serverLocale('en')), readTexts(serverLocale(language)), language).map(
          (problem) => `server/locales/${language}.json: ${problem}`,
        ),
      );
      expect(problems).toEqual([]);
    },
  );

  it('keeps the top-level keys of the web files apart (they share one namespace)', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of webEnglish) {
      const json = JSON.parse(fs.readFileSync(path.join(webLocales, 'en', file), 'utf8')) as object;
      for (const key of Object.keys(json)) {
        if (owners.has(key)) clashes.push(`${key}: ${owners.get(key)} and ${file}`);
        owners.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('finds a missing key (the check itself)', () => {
    const english = flatten({ a: 'One', b_one: '{{count}} day', b_other: '{{count}} days', c: 'Hi {{name}}' });
    expect(
      compareTexts(english, flatten({ a: 'Uno', b_one: 'x', b_many: 'y', b_other: 'z', c: 'Hola' }), 'es'),
    ).toEqual(['placeholders of c: [{{name}}] ≠ []']);
    expect(compareTexts(english, flatten({ a: 'Eins', c: 'Hallo {{name}}' }), 'de')).toEqual([
      'missing b_one',
      'missing b_other',
    ]);
    expect(compareTexts(english, flatten({ a: 'x', b_other: 'y', c: '{{name}}', d: 'z' }), 'ja')).toEqual(['extra d']);
  });
});

describe('every value of a closed set a person reads is said in every language (D37, issue 44)', () => {
  it('knows of every closed set of shared/enums.ts whether a person reads its values', () => {
    const known = [...Object.values(SHOWN_ENUMS).map((shown) => shown.values), ...UNSHOWN_ENUMS];
    const unknown = Object.entries(enums)
      .filter(([, value]) => Array.isArray(value) && !known.includes(value as readonly string[]))
      .map(([name]) => name);
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES)("'%s' has a text for every value of every shown closed set", (language) => {
    const texts = allTexts(
      jsonFiles(path.join(webLocales, language)).filter((file) => !file.endsWith(path.join(path.sep, SPEC_FILE))),
    );
    const missing = Object.entries(SHOWN_ENUMS).flatMap(([name, { values, keys }]) =>
      values
        .filter((value) => !texts.get(`${keys}.${value}`)?.trim())
        .map((value) => `${name} ${value}: ${keys}.${value}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('every text is used, and only the translation files write them (D37)', () => {
  it('names every English web text somewhere in the web app', () => {
    const english = allTexts(
      webEnglish.filter((file) => file !== SPEC_FILE).map((file) => path.join(webLocales, 'en', file)),
    );
    const named = namedKeys([...sourceFiles(path.join(root, 'web')), ...sourceFiles(path.join(root, 'shared'))]);
    expect(unusedKeys(english, named)).toEqual([]);
  });

  it('names every English server text in the server', () => {
    const named = namedKeys(sourceFiles(path.join(root, 'server')));
    expect(unusedKeys(readTexts(serverLocale('en')), named)).toEqual([]);
  });

  it('finds an unused key (the check itself)', () => {
    const english = flatten({
      nav: { home: 'Home', about: 'About' },
      x: { list: ['One', 'Two'], days_one: 'a', days_other: 'b' },
    });
    const named = { literals: new Set(['nav.home', 'x.list', 'x.days']), patterns: [/^nav\.a[\w-]+/] };
    expect(unusedKeys(english, named)).toEqual([]);
    expect(unusedKeys(english, { literals: new Set(['nav.home']), patterns: [] })).toEqual([
      'nav.about',
      'x.list.0',
      'x.list.1',
      'x.days_one',
      'x.days_other',
    ]);
  });

  it("keys every shared message by its English words, the spec's, and no other (spec.json)", () => {
    const english = JSON.parse(fs.readFileSync(path.join(webLocales, 'en', SPEC_FILE), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(english).sort()).toEqual(specMessages());
    for (const [key, text] of Object.entries(english)) expect(text).toBe(key);
  });

  it('writes no visible text in a component', () => {
    expect(writtenTexts(sourceFiles(path.join(root, 'web')))).toEqual([]);
  });
});
