/**
 * D37's key check (scripts/i18n/locales.test.ts): every language has exactly English's keys (one
 * per plural category of the language), with the same placeholders; every key is used by the code;
 * and no component writes a visible text itself instead of taking it from the translation files.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Texts = Map<string, string>;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `{ a: { b: 'x' }, c: ['y'] }` → `a.b` = x, `c.0` = y. */
export function flatten(value: unknown, prefix = ''): Texts {
  const out: Texts = new Map();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, `${prefix}${key}.`)) out.set(k, v);
    }
  } else out.set(prefix.slice(0, -1), String(value));
  return out;
}

export const readTexts = (file: string): Texts => flatten(JSON.parse(fs.readFileSync(file, 'utf8')));

export function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.json')
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

const tokens = (text: string) =>
  [...text.matchAll(/\{\{[^}]+\}\}|<\/?\d+\/?>|<\/?[a-z]+\/?>/g)]
    .map((match) => match[0])
    .filter((token) => token !== '{{count}}')
    .sort()
    .join(' ');

/** What `language` must have for English's texts: plural keys per Intl.PluralRules of the language. */
export function expectedKeys(english: Texts, language: string): Texts {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected: Texts = new Map();
  for (const [key, text] of english) {
    if (!PLURAL.test(key)) {
      expected.set(key, text);
      continue;
    }
    const base = key.replace(PLURAL, '');
    for (const category of categories) {
      expected.set(`${base}_${category}`, english.get(`${base}_${category}`) ?? english.get(`${base}_other`) ?? text);
    }
  }
  return expected;
}

/** Missing, extra or empty keys, and placeholders that differ from English's. */
export function compareTexts(english: Texts, translated: Texts, language: string): string[] {
  const expected = expectedKeys(english, language);
  const problems: string[] = [];
  for (const [key, text] of expected) {
    const mine = translated.get(key);
    if (mine === undefined) problems.push(`missing ${key}`);
    else if (mine.trim() === '' && text.trim() !== '') problems.push(`empty ${key}`);
    else if (tokens(mine) !== tokens(text))
      problems.push(`placeholders of ${key}: [${tokens(text)}] ≠ [${tokens(mine)}]`);
  }
  for (const key of translated.keys()) if (!expected.has(key)) problems.push(`extra ${key}`);
  return problems;
}

/** The source files of a folder (tests and declarations aside). */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keys the code names: every string literal, and every template literal as a pattern
 * (`landing.nav.${id}` names each `landing.nav.<something>`).
 */
export function namedKeys(files: string[]): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of files) {
    visit(parse(file), (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
      if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        // A key's pattern starts with a known part of its path: `landing.nav.${id}`, not `${a}.${b}`.
        if (!/^[\w-]+\./.test(node.head.text) || !/^[\w-]+(\.[\w-]*)*$/.test(parts.join('x'))) return;
        patterns.push(new RegExp(`^${parts.map(escape).join('[\\w-]+')}`));
      }
    });
  }
  return { literals, patterns };
}

/** English keys no code names (a plural key counts as its base; arrays and objects by their parent). */
export function unusedKeys(english: Texts, named: ReturnType<typeof namedKeys>): string[] {
  const used = (key: string) => {
    const parts = key.replace(PLURAL, '').split('.');
    for (let length = parts.length; length >= 2; length -= 1) {
      const prefix = parts.slice(0, length).join('.');
      if (named.literals.has(prefix)) return true;
    }
    const base = key.replace(PLURAL, '');
    return named.patterns.some((pattern) => pattern.test(base));
  };
  return [...english.keys()].filter((key) => !used(key));
}

/** JSX attributes that people read or hear. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label']);
const WORDS = /\p{L}{2,}/u;

/**
 * Visible texts written in a component: JSX text with words, and string literals in the spoken
 * attributes. `file:line text`.
 */
export function writtenTexts(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.tsx'))) {
    const source = parse(file);
    const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    visit(source, (node) => {
      if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${at(node)} ${node.text.trim()}`);
      if (
        ts.isJsxAttribute(node) &&
        SPOKEN_ATTRIBUTES.has(node.name.getText(source)) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        WORDS.test(node.initializer.text)
      ) {
        found.push(`${at(node)} ${node.name.getText(source)}="${node.initializer.text}"`);
      }
    });
  }
  return found;
}
