import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '#web/lib/i18n.ts';
import { FitSummary } from './fit-summary.tsx';

afterEach(cleanup);

describe('the fit line (D36)', () => {
  it('says how many of the viewer’s preferences the member meets, and whether the viewer meets theirs', () => {
    render(<FitSummary fit={{ meets: 6, of: 7, youFit: true }} />);
    const list = screen.getByRole('list', { name: 'How you fit' });
    expect(list.textContent).toContain('Meets 6 of your 7 preferences');
    expect(list.textContent).toContain('You meet their preferences');
  });

  it('says one preference in the singular, and a miss of theirs plainly', () => {
    render(<FitSummary fit={{ meets: 0, of: 1, youFit: false }} />);
    expect(screen.getByText('Meets 0 of your 1 preference')).toBeTruthy();
    expect(screen.getByText('You do not meet all of their preferences')).toBeTruthy();
  });

  it('says nothing when neither side stated a preference', () => {
    const { container } = render(<FitSummary fit={{ meets: 0, of: 0, youFit: null }} />);
    expect(container.textContent).toBe('');
  });
});
