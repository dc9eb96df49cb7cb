import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';

/** Starts `server/server.ts` as a real process and fails with its output when it does not come up. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServerProcess({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...env }, 120_000);
  if (!started.server) throw new Error(`The server did not start (exit ${started.exitCode}):\n${started.output}`);
  return started.server;
}

/** SIGKILL, and wait until the process is gone. */
export async function killHard(server: ServerProcess) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** /health/ready answers 200: the server is up and reaches its database. */
export async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(10_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const random = (min: number, max: number) => min + Math.random() * (max - min);
export const chance = (p: number) => Math.random() < p;
export function pick<T>(items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(Math.random() * items.length)];
}
