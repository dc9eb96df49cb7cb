/**
 * A request's statements, recorded as its driver sent them and replayed (issue 46, ADR 0062):
 * discovery's SQL floor is every statement of its request, without HTTP, sessions, Zod or JSON.
 */
import type { DatabaseHandle } from '#server/db/database.ts';

/** What a driver's `query` takes: PGlite's (text, params, options) or node-postgres' (config, params). */
type QueryCall = unknown[];
/** How long no statement may have been sent before a recording starts. */
const QUIET_MS = 500;
interface QueryClient {
  query: (...args: QueryCall) => Promise<unknown>;
}

/**
 * The statements `act` sends to the database, as its driver sends them (text or prepared statement,
 * and parameters), and a function that sends them again, one after another: a page's SQL alone,
 * every statement of it (issue 46: "the page's statements"), without HTTP, sessions, Zod or JSON.
 * Statements outside a transaction only: a transaction opened meanwhile fails the recording rather
 * than leave its statements out. Nothing else may use the database while `act` runs: it starts once
 * no statement has been sent for a while (a load run's requests still in flight when the load
 * generator stops send theirs for a moment after; recorded, they made the floor swing 2×, ADR 0062).
 */
export async function recordStatements(
  database: DatabaseHandle,
  act: () => Promise<unknown>,
): Promise<{ statements: number; replay: () => Promise<void> }> {
  // drizzle keeps its driver as $client: the PGlite instance, or node-postgres' pool.
  const client = (database.db as unknown as { $client: QueryClient & Record<string, unknown> }).$client;
  const opensTransactions = database.kind === 'pglite' ? 'transaction' : 'connect';
  if (Object.hasOwn(client, 'query') || Object.hasOwn(client, opensTransactions))
    throw new Error('recordStatements: the driver was not as expected (its methods are its own)');
  const original = client.query;
  const originalOpen = client[opensTransactions];
  const calls: QueryCall[] = [];
  let opened = false;
  // node-postgres' pool.query takes a connection with pool.connect, in the same tick: that is not
  // a transaction.
  let inQuery = false;
  let recording = false;
  let lastSent = performance.now();
  client.query = (...args: QueryCall) => {
    lastSent = performance.now();
    if (!recording) return original.apply(client, args);
    calls.push(args);
    inQuery = true;
    try {
      return original.apply(client, args);
    } finally {
      inQuery = false;
    }
  };
  client[opensTransactions] = (...args: unknown[]) => {
    if (!inQuery && recording) opened = true;
    return (originalOpen as (...a: unknown[]) => unknown).apply(client, args);
  };
  try {
    const waitingSince = performance.now();
    while (performance.now() - lastSent < QUIET_MS) {
      if (performance.now() - waitingSince > 30_000) throw new Error('recordStatements: the database never fell quiet');
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 5));
    }
    recording = true;
    await act();
  } finally {
    // The instance's own properties go; its methods are its prototype's again.
    delete (client as Partial<QueryClient>).query;
    delete client[opensTransactions];
  }
  if (opened) throw new Error('recordStatements: the statements ran in a transaction, which is not recorded');
  if (calls.length === 0) throw new Error('recordStatements: no statement was sent');
  return {
    statements: calls.length,
    async replay() {
      for (const args of calls) await original.apply(client, args);
    },
  };
}
