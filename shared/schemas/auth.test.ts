import { describe, expect, it } from 'vitest';
import { loginRequestSchema, passwordResetConfirmSchema } from './auth.ts';

/** The message the form and the API show: the first issue's (server/plugins/error-handler.ts). */
function firstProblem(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues[0]?.message;
}
describe('loginRequestSchema (spec §5, §8)', () => {
  it('asks for an email first, then for a valid one', () => {
    expect(firstProblem(loginRequestSchema.safeParse({ email: '', password: 'x' }))).toBe('Please enter your email.');
    expect(loginRequestSchema.safeParse({ email: '', password: 'x' }).error?.issues).toHaveLength(1);
    expect(firstProblem(loginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(loginRequestSchema.safeParse({ email: ' Ruth@Example.org ', password: 'x' }).success).toBe(true);
  });
});

describe('passwordResetConfirmSchema (D10)', () => {
  it('checks the match, then the length', () => {
    const confirm = (password: string, confirmPassword: string) =>
      firstProblem(passwordResetConfirmSchema.safeParse({ token: 't', password, confirmPassword }));
    expect(confirm('abc', 'abd')).toBe('Passwords do not match.');
    expect(confirm('abc', 'abc')).toBe('Password must be at least 6 characters long.');
    expect(confirm('abcdef', 'abcdef')).toBeUndefined();
  });
});
