import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { jsonFiles, readTexts } from '../../scripts/i18n/locale-check.ts';

const LOCALES = path.resolve('web/locales');

/** A language's own texts, key → text, from every web translation file. */
function textsOf(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of jsonFiles(path.join(LOCALES, language))) for (const [k, v] of readTexts(file)) texts.set(k, v);
  return texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts that `language` says otherwise, each as a pattern of a whole text on the page
 * (`{{name}}` stands for a value of a few words): what a page in `language` must not show.
 */
export function englishLeftPatterns(language: string): { key: string; pattern: RegExp }[] {
  const english = textsOf('en');
  const translated = textsOf(language);
  const patterns: { key: string; pattern: RegExp }[] = [];
  for (const [key, text] of english) {
    const theirs = translated.get(key) ?? translated.get(key.replace(/_(one|other)$/, '_other'));
    if (theirs === undefined || theirs === text || !/\p{L}{2,}/u.test(text) || /<\/?\w+\/?>/.test(text)) continue;
    // A placeholder stands for a value of a few words (a name, a date, a number).
    const parts = text.split(/\{\{[^}]+\}\}/).map(escape);
    patterns.push({ key, pattern: new RegExp(`^${parts.join('\\S+(?: \\S+){0,4}')}$`, 'u') });
  }
  return patterns;
}

/**
 * Every text a person reads or hears on the page: text, labels, placeholders, titles, alternatives;
 * not what is marked as another language (the switch names each language in its own words).
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const pageLanguage = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const marked = walker.currentNode.parentElement?.closest('[lang]')?.getAttribute('lang');
      if (marked && marked !== pageLanguage) continue;
      const text = walker.currentNode.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The page shows no English text that `language` has its own words for. */
export async function expectNoEnglishLeft(page: Page, language: string) {
  const patterns = englishLeftPatterns(language);
  const texts = await pageTexts(page);
  const left = texts.flatMap((text) =>
    patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${text}`),
  );
  expect(left, `English left on ${page.url()} in '${language}'`).toEqual([]);
}

/**
 * What a page in `language` shows for a key (the journeys compare with the files); with `spec`,
 * what it shows for a shared message given in English (on-demand/spec.json).
 */
export function textIn(language: string, key: string, message?: string): string {
  if (key === 'spec' && message !== undefined) {
    const file = path.join(LOCALES, language, 'on-demand', 'spec.json');
    const said = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[message];
    if (said === undefined) throw new Error(`No message "${message}" in ${language}`);
    return said;
  }
  const value = textsOf(language).get(key);
  if (value === undefined) throw new Error(`No text ${key} in ${language}`);
  return value;
}

/** The server's texts of a language (server/locales/<language>.json). */
export function serverTextIn(language: string, key: string): string {
  const json = JSON.parse(fs.readFileSync(path.resolve('server/locales', `${language}.json`), 'utf8')) as object;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], json);
  if (typeof value !== 'string') throw new Error(`No server text ${key} in ${language}`);
  return value;
}

/** A language's words for the closed sets (web/locales/<language>/on-demand/enums.json), by set and value. */
export function enumsIn(language: string): Record<string, Record<string, string>> {
  const file = path.join(LOCALES, language, 'on-demand', 'enums.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { enums: Record<string, Record<string, string>> }).enums;
}

/**
 * The English words of the profile's closed sets that `language` says otherwise (a word both
 * languages share, like 'Normal', could not show that one was left in English).
 */
export function englishEnumLabels(language: string): string[] {
  const english = enumsIn('en');
  const theirs = enumsIn(language);
  return Object.entries(english)
    .filter(([set]) => set !== 'device')
    .flatMap(([set, values]) =>
      Object.entries(values)
        .filter(([value, text]) => theirs[set]?.[value] !== text)
        .map(([, text]) => text),
    );
}
