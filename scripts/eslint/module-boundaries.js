import path from 'node:path';

/**
 * The server's module boundaries (engineering guide, practice 4; ARCHITECTURE.md invariants):
 * - a module calls another module's service, never its repository;
 * - a module never imports the composition root (server/services.ts, server/app.ts, server/cli.ts);
 * - the database layer (server/db) imports no module and no storage or other server/lib code;
 * - better-auth is imported by its adapter (server/modules/auth/auth.ts) alone.
 * Imports are compared by the repository path they resolve to, whether written `#server/…` or
 * relative.
 */
const MODULE_FILE = /^server\/modules\/([^/]+)\//;
const REPOSITORY = /^server\/modules\/([^/]+)\/[^/]+\.repository\.ts$/;
const COMPOSITION_ROOT = new Set(['server/services.ts', 'server/app.ts', 'server/cli.ts']);
/** better-auth sits behind one adapter (ADR 0022); the request context converts headers with it. */
const BETTER_AUTH_ADAPTERS = new Set(['server/modules/auth/auth.ts', 'server/lib/request-context.ts']);

function resolve(fromFile, source) {
  if (source.startsWith('#server/')) return `server/${source.slice('#server/'.length)}`;
  if (source.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
  return undefined;
}

function problemOf(file, target) {
  const module = MODULE_FILE.exec(file)?.[1];
  if (module) {
    const owner = REPOSITORY.exec(target)?.[1];
    if (owner && owner !== module)
      return `The ${module} module imports the ${owner} module's repository (${target}): call its service instead.`;
    // A test may build the app as server.ts does (a second instance, a real server).
    if (COMPOSITION_ROOT.has(target) && !file.endsWith('.test.ts'))
      return `A module does not import the composition root (${target}): take what it needs as a dependency.`;
  }
  if (file.startsWith('server/db/') && !file.endsWith('.test.ts')) {
    if (target.startsWith('server/modules/') || target.startsWith('server/lib/'))
      return `The database layer imports no module and no storage or mail code (${target}): operations commands live in server/ops.`;
  }
  return undefined;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Server module boundaries: services, not repositories; no composition root; a pure db layer.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (/^better-auth(\/|$)/.test(source) && file.startsWith('server/') && !BETTER_AUTH_ADAPTERS.has(file)) {
        context.report({
          node: node.source,
          message: 'better-auth is used through server/modules/auth/auth.ts only (ADR 0022).',
        });
        return;
      }
      const target = resolve(file, source);
      const problem = target && problemOf(file, target);
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
