import type { DatabaseHandle } from '#server/db/database.ts';

/** A statement as the app's driver was given it: its text and parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * What the app sends through drizzle's driver (outside transactions) while `act` runs, in order:
 * what a test asserts about the statements a request sends (issue 46).
 */
export async function recordedStatements(database: DatabaseHandle, act: () => Promise<unknown>): Promise<Statement[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const statements: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    statements.push(
      typeof first === 'string'
        ? { text: first, params: Array.isArray(second) ? second : [] }
        : { text: first.text, params: Array.isArray(second) ? second : (first.values ?? []) },
    );
    return Object.getPrototypeOf(client).query.apply(client, args) as Promise<unknown>;
  };
  try {
    await act();
  } finally {
    delete (client as Partial<typeof client>).query;
  }
  return statements;
}
