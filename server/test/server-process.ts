import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Divine Match is running at (\S+)/;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM and wait for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartResult {
  /** Set when the server started. */
  server?: ServerProcess;
  /** Set when the process exited before it was ready. */
  exitCode?: number | null;
  output: string;
}

/**
 * Starts `server/server.ts` as a real process (the way `npm start` does, without the build step)
 * and waits until it prints its URL or exits.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<StartResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          output,
          server: {
            child,
            url: match[1],
            output: () => output,
            async stop(signal = 'SIGTERM') {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
              return exited;
            },
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, output });
    });
  });
}

/** A free port on 127.0.0.1, for a server whose public address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
