import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './registration.ts';

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
  it.each([
    ['+91', '987654321', 'Please enter a valid phone number for +91. Example: 9876543210'],
    ['+94', '77123456', 'Please enter a valid phone number for +94. Example: 771234567'],
    ['+44', '791112345678', 'Please enter a valid phone number for +44. Example: 7911123456'],
    ['+1', '202555012', 'Please enter a valid phone number for +1. Example: 2025550123'],
    ['+61', '41234567', 'Please enter a valid phone number for +61. Example: 412345678'],
    ['+971', '5012345678', 'Please enter a valid phone number for +971. Example: 501234567'],
  ])('keeps the spec rule and message of %s (%s)', (countryCode, phoneNumber, message) => {
    expect(firstRegistrationProblem({ ...valid, countryCode, phoneNumber })).toBe(message);
  });

  it('accepts the numbers of other countries the phone-number library accepts (D40)', () => {
    expect(firstRegistrationProblem({ ...valid, countryCode: '+49', phoneNumber: '15123456789' })).toBeUndefined();
    expect(firstRegistrationProblem({ ...valid, countryCode: '+234', phoneNumber: '8031234567' })).toBeUndefined();
  });

  it.each([
    ['+49', '151', 'Please enter a valid phone number for +49. Example: 15123456789'],
    ['+49', '015123456789', 'Please enter a valid phone number for +49. Example: 15123456789'],
    ['+234', '12345678901', 'Please enter a valid phone number for +234. Example: 8021234567'],
    ['+234', '803-123-4567', 'Please enter a valid phone number for +234. Example: 8021234567'],
  ])('refuses a malformed %s number (%s) with an example of that country', (countryCode, phoneNumber, message) => {
    const result = registerRequestSchema.safeParse({ ...valid, countryCode, phoneNumber });
    expect(result.error?.issues).toMatchObject([{ path: ['phoneNumber'], message }]);
  });

  it('refuses a calling code no country has', () => {
    expect(firstRegistrationProblem({ ...valid, countryCode: '+999', phoneNumber: '1234567' })).toBe(
      'Choose a country code such as +91.',
    );
  });
});
