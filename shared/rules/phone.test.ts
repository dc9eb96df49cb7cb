import { describe, expect, it } from 'vitest';
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
