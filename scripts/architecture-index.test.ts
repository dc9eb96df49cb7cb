// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * ARCHITECTURE.md is the map a newcomer reads in five minutes and docs/INDEX.md the index of every
 * screen and product decision (engineering guide): this keeps both true after code moves, and the
 * map short. Each problem names the document, the line, the reference and what is missing, so
 * whoever moved the code fixes the map in one pass.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readIfAny = (file: string) => (fs.existsSync(path.join(root, file)) ? read(file) : '');

/** The index of screens and decisions, linked from the map's first lines. */
const INDEX = 'docs/INDEX.md';
/** A map read in five minutes (engineering guide): past this, move detail to the index. */
const MAP_MAX_LINES = 250;
/** The map must point to the index before its first section. */
const MAP_INDEX_LINK_WITHIN = 10;

/** The top-level documents whose links must lead somewhere. */
const DOCUMENTS = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', INDEX];

/** Spec §2's screens (the footer pages and the D10 pages come from web/config/paths.ts). */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/premium-upgrade',
  '/dashboard',
  '/discover',
  '/my-profile',
  '/my-interests',
  '/shortlist',
  '/gallery',
  '/blocked',
  '/profile/:userId',
];
/** D1–D40 (spec, first and second wave) and D41–D48 (third wave). */
const DECISIONS = Array.from({ length: 48 }, (_, index) => `D${index + 1}`);

interface Line {
  text: string;
  number: number;
  /** The folders the nearest heading names in backticks: bare file names in the code map are theirs. */
  folders: string[];
}

/** The lines outside fenced code blocks. */
function proseLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let fenced = false;
  let folders: string[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) fenced = !fenced;
    if (fenced || text.startsWith('```')) return;
    if (/^#{1,6} /.test(text))
      folders = codeSpans(text)
        .map((span) => span.split('<')[0] ?? '')
        .filter((span) => span.endsWith('/'));
    lines.push({ text, number: index + 1, folders });
  });
  return lines;
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** `path` or `path:name`; anything with spaces, placeholders or globs is prose, not a reference. */
const REFERENCE = /^([\w@-][\w@.-]*(?:\/[\w@.-]+)*\/?)(?::([A-Za-z_$][\w$]*))?$/;
const FILE_EXTENSION = /\.(ts|tsx|js|json|md|css|svg|sql|yaml|yml|html)$/;

/** Every file and folder under `folder`, relative to it (cached: the code map asks often). */
const listings = new Map<string, string[]>();
function listing(folder: string): string[] {
  const cached = listings.get(folder);
  if (cached) return cached;
  const absolute = path.join(root, folder);
  const entries = fs.existsSync(absolute)
    ? fs.readdirSync(absolute, { recursive: true, encoding: 'utf8' }).map((entry) => entry.split(path.sep).join('/'))
    : [];
  listings.set(folder, entries);
  return entries;
}

/** The repository path a reference names: from the root, from a heading's folder, or inside it. */
function resolve(reference: string, folders: string[]): string | undefined {
  const wanted = reference.replace(/\/$/, '');
  for (const base of ['', ...folders]) {
    if (fs.existsSync(path.join(root, base, wanted))) return path.posix.join(base, wanted);
  }
  for (const folder of folders) {
    const found = listing(folder).find((entry) => entry === wanted || entry.endsWith(`/${wanted}`));
    if (found) return path.posix.join(folder, found);
  }
  return undefined;
}

/** A declaration of `name`, or a method or property of an object a factory returns. */
function declares(source: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return (
    new RegExp(`\\b(function\\*?|const|let|var|class|interface|type|enum)\\s+${escaped}\\b`).test(source) ||
    new RegExp(`^\\s*(async\\s+)?${escaped}\\s*[(:<]`, 'm').test(source)
  );
}

/** Every `path` and `path:name` of a document that does not exist. */
function referenceProblems(markdown: string, document: string): string[] {
  const problems: string[] = [];
  for (const line of proseLines(markdown)) {
    for (const span of codeSpans(line.text)) {
      const match = REFERENCE.exec(span);
      const [, reference = '', name] = match ?? [];
      if (!match) continue;
      // `db:backup` is an npm script and `path:name` the format itself: a path has a folder or an extension.
      if (!reference.includes('/') && !FILE_EXTENSION.test(reference)) continue;
      const where = `${document}:${line.number} \`${span}\``;
      const file = resolve(reference, line.folders);
      if (!file) {
        const under = line.folders.length > 0 ? ` (nor under ${line.folders.join(', ')})` : '';
        problems.push(`${where}: no file or folder ${reference} in the repository${under}`);
        continue;
      }
      if (!name) continue;
      if (fs.statSync(path.join(root, file)).isDirectory()) {
        problems.push(`${where}: ${file} is a folder; name a file that declares ${name}`);
      } else if (!declares(read(file), name)) {
        problems.push(`${where}: ${file} declares no ${name} (function, const, class, type or method)`);
      }
    }
  }
  return problems;
}

/** Every markdown link of a document to a path that is not in the repository. */
function linkProblems(markdown: string, document: string): string[] {
  const problems: string[] = [];
  for (const line of proseLines(markdown)) {
    const targets = [...line.text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    for (const target of [...targets, ...codeSpans(line.text).filter((span) => span.startsWith('../'))]) {
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const file = path.resolve(root, path.dirname(document), decodeURI(target.split('#')[0] ?? ''));
      const where = `${document}:${line.number} → ${target}`;
      if (path.relative(root, file).startsWith('..')) problems.push(`${where}: outside the repository`);
      else if (!fs.existsSync(file)) problems.push(`${where}: no such file or folder`);
    }
  }
  return problems;
}

/** What the index must name and does not: a decision without an entry, or a route. */
function indexProblems(markdown: string, routes: string[]): string[] {
  if (!markdown.trim()) return [`${INDEX} is missing or empty`];
  const prose = proseLines(markdown)
    .map((line) => line.text)
    .join('\n');
  const problems: string[] = [];
  const entries = prose.split(/\n(?=- \*\*)/);
  for (const decision of DECISIONS) {
    const entry = entries.find((text) => text.startsWith(`- **${decision}**`));
    if (!entry) problems.push(`${INDEX}: no entry "- **${decision}** …" for product decision ${decision}`);
    else if (!/`[\w-]+\/[^`\s]+`/.test(entry) && !/\bnot built yet\b/.test(entry))
      problems.push(`${INDEX}: ${decision} names no file and does not say "not built yet"`);
  }
  const named = new Set(codeSpans(prose));
  for (const route of routes) {
    if (!named.has(route)) problems.push(`${INDEX}: the route \`${route}\` is not indexed`);
  }
  return problems;
}

/** The map's length and its link to the index near the top. */
function mapProblems(markdown: string): string[] {
  const problems: string[] = [];
  const lines = markdown.trimEnd().split('\n');
  if (lines.length > MAP_MAX_LINES)
    problems.push(`ARCHITECTURE.md has ${lines.length} lines; a map read in five minutes has at most ${MAP_MAX_LINES}`);
  const top = lines.slice(0, MAP_INDEX_LINK_WITHIN).join('\n');
  if (!top.includes(`](${INDEX})`))
    problems.push(`ARCHITECTURE.md does not link to ${INDEX} in its first ${MAP_INDEX_LINK_WITHIN} lines`);
  return problems;
}

/**
 * Every route of the paths table; a function's parameter names the route's, so
 * `profile: (userId: string) => `/profile/${…}`` stands for spec §2's `/profile/:userId`.
 */
function appRoutes(): string[] {
  const source = read('web/config/paths.ts');
  const literal = [...source.matchAll(/'(\/[^']*)'/g)].map((match) => match[1] ?? '');
  const templated = [...source.matchAll(/\((\w+): string\) => `(\/[\w-]+\/)\$\{/g)].map(
    (match) => `${match[2] ?? ''}:${match[1] ?? ''}`,
  );
  return [...literal, ...templated];
}

describe('ARCHITECTURE.md and its index', () => {
  const architecture = read('ARCHITECTURE.md');
  const index = readIfAny(INDEX);

  it(`is a map of at most ${MAP_MAX_LINES} lines that links to ${INDEX} near its top`, () => {
    expect(mapProblems(architecture)).toEqual([]);
  });

  it('names only files that exist, and in them only names they declare (the map and the index)', () => {
    expect([...referenceProblems(architecture, 'ARCHITECTURE.md'), ...referenceProblems(index, INDEX)]).toEqual([]);
  });

  it('indexes every product decision D1–D48 and every route of the spec and of the paths table', () => {
    expect(indexProblems(index, [...new Set([...SPEC_ROUTES, ...appRoutes()])])).toEqual([]);
  });

  it('has no link, nor do README.md, CONTRIBUTING.md and the index, that leads outside the repository or nowhere', () => {
    expect(DOCUMENTS.flatMap((document) => linkProblems(readIfAny(document), document))).toEqual([]);
  });

  it('is what README.md and CONTRIBUTING.md send a reader to for where a screen or decision lives', () => {
    const missing = ['README.md', 'CONTRIBUTING.md'].filter((document) => !read(document).includes(`](${INDEX})`));
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves catch what they are for', () => {
  it('reports a missing file, a missing name and a name that exists', () => {
    const markdown = [
      '### `server/lib/`',
      '`passwords.ts` `server/lib/passwords.ts:isCommonPassword` `server/lib/gone.ts:x`',
      '`server/lib/passwords.ts:noSuchName` `server/lib/:hashPassword` `<noun>.routes.ts` `db:backup`',
    ].join('\n');
    expect(referenceProblems(markdown, 'T.md')).toEqual([
      'T.md:2 `server/lib/gone.ts:x`: no file or folder server/lib/gone.ts in the repository (nor under server/lib/)',
      'T.md:3 `server/lib/passwords.ts:noSuchName`: server/lib/passwords.ts declares no noSuchName (function, const, class, type or method)',
      'T.md:3 `server/lib/:hashPassword`: server/lib is a folder; name a file that declares hashPassword',
    ]);
  });

  it('reports links outside the repository and to nothing, not web links or anchors', () => {
    const markdown = '[a](../shared/spec.md) [b](docs/none.md) [c](docs/deploy.md) [d](https://x.org) [e](#index)';
    expect(linkProblems(markdown, 'README.md')).toEqual([
      'README.md:1 → ../shared/spec.md: outside the repository',
      'README.md:1 → docs/none.md: no such file or folder',
    ]);
    expect(linkProblems('see `../shared/product-decisions.md`', 'README.md')).toHaveLength(1);
  });

  it('reports a decision without an entry, an entry that points nowhere, and a missing route', () => {
    const entries = DECISIONS.slice(2).map((decision) => `- **${decision}** — not built yet (third wave).`);
    const markdown = ['# Index', '- **D2** — somewhere', ...entries, '`/login`', '## Next'].join('\n');
    expect(indexProblems(markdown, ['/login', '/dashboard'])).toEqual([
      `${INDEX}: no entry "- **D1** …" for product decision D1`,
      `${INDEX}: D2 names no file and does not say "not built yet"`,
      `${INDEX}: the route \`/dashboard\` is not indexed`,
    ]);
    expect(indexProblems('', [])).toEqual([`${INDEX} is missing or empty`]);
  });

  it('reports a map that is too long or does not link to the index near its top', () => {
    const short = ['# Architecture', `See [the index](${INDEX}).`].join('\n');
    expect(mapProblems(short)).toEqual([]);
    const long = ['# Architecture', ...Array.from({ length: MAP_MAX_LINES }, () => 'text')].join('\n');
    expect(mapProblems(long)).toEqual([
      `ARCHITECTURE.md has ${MAP_MAX_LINES + 1} lines; a map read in five minutes has at most ${MAP_MAX_LINES}`,
      `ARCHITECTURE.md does not link to ${INDEX} in its first ${MAP_INDEX_LINK_WITHIN} lines`,
    ]);
  });
});
