/**
 * The server's log, chosen in one place: readable lines through pino-pretty when a person watches
 * a terminal (`npm start`), one JSON object a line when stdout is piped or redirected (a service
 * manager, a container, a log collector) and always under test.
 */
import type { LoggerOptions } from 'pino';
import type { Config } from '../config/config.ts';

export interface LogTarget {
  /** process.stdout.isTTY: a terminal, not a pipe or a file. */
  stdoutIsTTY: boolean;
  /** NODE_ENV=test or a Vitest worker: tests read JSON, never colours. */
  underTest: boolean;
}

function currentTarget(config: Pick<Config, 'env'>): LogTarget {
  return {
    stdoutIsTTY: process.stdout.isTTY === true,
    underTest: config.env === 'test' || process.env['VITEST'] !== undefined,
  };
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'env'>,
  target: LogTarget = currentTarget(config),
): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(target.stdoutIsTTY && !target.underTest
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** The line that tells where to open the app: bold between blank lines on a terminal, plain otherwise. */
export function runningAtLine(url: string, stdoutIsTTY: boolean = process.stdout.isTTY === true): string {
  const line = `Divine Match is running at ${url}`;
  return stdoutIsTTY ? `\n\x1b[1m\x1b[32m${line}\x1b[0m\n\n` : `${line}\n`;
}
