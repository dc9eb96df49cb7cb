import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type DatabaseHandle } from '#server/db/database.ts';

export type Query = <T = Record<string, unknown>>(text: string) => Promise<T[]>;

/**
 * Opens the database the server used, the way the server does (migrations included, so a
 * reopened PGlite folder proves it needs no repair), for the integrity checks' plain SQL.
 */
export async function openForChecks(target: { databaseUrl?: string; dataDir: string }) {
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const query: Query = (text) => selectRows(handle.db, sql.raw(text));
  return { query, close: () => handle.close() };
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A check whose query lists the rows that break the rule: none means it holds. */
export async function noRows(query: Query, name: string, text: string): Promise<Check> {
  const rows = await query(text);
  return { name, ok: rows.length === 0, detail: rows.length === 0 ? '' : JSON.stringify(rows.slice(0, 5)) };
}

/** A check that no answer broke its action's list of allowed answers (the first five named). */
export function answersCheck(name: string, problems: { route: string; detail: string }[], ok = true): Check {
  return {
    name,
    ok: ok && problems.length === 0,
    detail: problems
      .slice(0, 5)
      .map((p) => `${p.route} ${p.detail}`)
      .join('; '),
  };
}

export function printChecks(out: (line: string) => void, checks: Check[]) {
  for (const check of checks)
    out(`    ${check.ok ? 'ok  ' : 'FAIL'}  ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
  out(`  checks passed: ${checks.filter((check) => check.ok).length}/${checks.length}`);
}
