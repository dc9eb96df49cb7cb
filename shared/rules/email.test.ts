import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmailAddress } from './email.ts';

describe('the one email rule', () => {
  const samples = [
    ['ruth@example.org', true],
    ['ruth.abraham+church@mail.example.org', true],
    ['ruth', false],
    ['ruth@example', false],
    ['ruth @example.org', false],
    ['ruth@@example.org', false],
    ['ruth@example.c', false],
    ['.ruth@example.org', false],
    ['ruth..abraham@example.org', false],
    ["o'brien@example.org", true],
  ] as const;

  it.each(samples)('%j → %s', (text, valid) => {
    expect(isEmailAddress(text)).toBe(valid);
  });

  it("is zod's own email pattern (what the server has always accepted), written without zod", () => {
    const zodEmail = z.email();
    for (const [text] of samples) expect(zodEmail.safeParse(text).success, text).toBe(isEmailAddress(text));
    expect(String(EMAIL_PATTERN).replaceAll('\\-', '-')).toBe(String(z.regexes.email).replaceAll('\\-', '-'));
  });
});
