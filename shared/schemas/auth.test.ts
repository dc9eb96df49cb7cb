import { describe, expect, it } from 'vitest';
import { loginRequestSchema, passwordResetConfirmSchema, registerRequestSchema } from './auth.ts';

/** The message the form and the API show: the first issue's (server/plugins/error-handler.ts). */
function firstProblem(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues[0]?.message;
}
const firstRegistrationProblem = (input: unknown) => firstProblem(registerRequestSchema.safeParse(input));

describe('registerRequestSchema (spec §5, §8)', () => {
  const valid = {
    firstName: 'Grace',
    lastName: 'Thomas',
    email: 'grace@example.org',
    countryCode: '+91',
    phoneNumber: '9876543210',
    password: 'secret-enough',
    confirmPassword: 'secret-enough',
  };

  it('accepts a valid registration', () => {
    expect(firstRegistrationProblem(valid)).toBeUndefined();
  });

  it('checks in the order of the form: required fields, phone, match, length, then the email', () => {
    expect(firstRegistrationProblem({ ...valid, firstName: '', phoneNumber: '' })).toBe(
      'Please fill in all required fields.',
    );
    expect(firstRegistrationProblem({ ...valid, phoneNumber: '', password: 'x' })).toBe(
      'Please enter your phone number.',
    );
    expect(firstRegistrationProblem({ ...valid, confirmPassword: 'other', password: 'x' })).toBe(
      'Passwords do not match.',
    );
    expect(firstRegistrationProblem({ ...valid, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(
      firstRegistrationProblem({ ...valid, email: 'grace@@example', password: 'abc', confirmPassword: 'abc' }),
    ).toBe('Password must be at least 6 characters long.');
    expect(firstRegistrationProblem({ ...valid, email: 'grace@@example' })).toBe(
      'Registration failed. Invalid email format. Please check your email.',
    );
  });

  it('reports one problem only, on its field, with the API code of its rule', () => {
    const invalidEmail = registerRequestSchema.safeParse({ ...valid, email: ' grace@@example ' });
    expect(invalidEmail.error?.issues).toMatchObject([{ path: ['email'], params: { code: 'INVALID_EMAIL' } }]);
    const mismatch = registerRequestSchema.safeParse({ ...valid, confirmPassword: 'other', password: 'x' });
    expect(mismatch.error?.issues).toMatchObject([
      { path: ['confirmPassword'], params: { code: 'VALIDATION_FAILED' } },
    ]);
  });
});

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
