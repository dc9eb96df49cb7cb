import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('labels its control and announces its error to screen readers', () => {
    render(
      <Field label="First Name" required error="Please fill in all required fields.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText(/First Name/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please fill in all required fields.');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });
});
