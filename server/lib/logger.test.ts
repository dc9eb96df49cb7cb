import { describe, expect, it } from 'vitest';
import { loggerOptions, runningAtLine } from './logger.ts';

const config = { logLevel: 'info' as const, env: 'production' as const };

describe('the server log (npm start)', () => {
  it('is readable lines through pino-pretty on a terminal, JSON lines otherwise and under test', () => {
    const onTerminal = loggerOptions(config, { stdoutIsTTY: true, underTest: false });
    expect(onTerminal.transport).toMatchObject({ target: 'pino-pretty' });
    expect(onTerminal.level).toBe('info');
    expect(onTerminal.redact).toContain('req.headers.cookie');

    // Piped or redirected (a service manager, a log collector): one JSON object a line.
    expect(loggerOptions(config, { stdoutIsTTY: false, underTest: false }).transport).toBeUndefined();
    // Tests keep JSON even when their runner has a terminal.
    expect(loggerOptions(config, { stdoutIsTTY: true, underTest: true }).transport).toBeUndefined();
  });

  it("makes the 'running at' line stand out on a terminal only", () => {
    const url = 'http://localhost:3000';
    expect(runningAtLine(url, false)).toBe(`Divine Match is running at ${url}\n`);
    const onTerminal = runningAtLine(url, true);
    expect(onTerminal).toContain(`Divine Match is running at ${url}`);
    expect(onTerminal.startsWith('\n')).toBe(true); // a blank line before it
    expect(onTerminal).toContain('\u001b[1m'); // bold
    expect(onTerminal.endsWith('\n\n')).toBe(true); // and a blank line after it
  });
});
