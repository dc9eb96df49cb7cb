import { describe, expect, it } from 'vitest';
import { firstRegistrationProblem } from '../schemas/auth.ts';
import { isValidPhoneNumber, phoneRuleFor } from './phone.ts';

describe('phone rules (spec §5)', () => {
  it.each([
    ['+91', '9876543210', true],
    ['+91', '987654321', false],
    ['+94', '771234567', true],
    ['+44', '7911123456', true],
    ['+44', '79111234567', true],
    ['+44', '791112345678', false],
    ['+1', '2025550123', true],
    ['+61', '412345678', true],
    ['+971', '501234567', true],
    ['+49', '1234567', true],
    ['+49', '123456', false],
    ['+49', '1234567890123456', false],
    ['+91', '98765 43210', false],
  ])('%s %s → %s', (code, digits, valid) => {
    expect(isValidPhoneNumber(code, digits)).toBe(valid);
  });

  it('gives each listed code its example and others a generic one', () => {
    expect(phoneRuleFor('+971').example).toBe('501234567');
    expect(phoneRuleFor('+49')).toMatchObject({ minDigits: 7, maxDigits: 15 });
  });
});

describe('firstRegistrationProblem', () => {
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

  it('checks in the order of the form: required fields, phone, match, length', () => {
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
  });
});
