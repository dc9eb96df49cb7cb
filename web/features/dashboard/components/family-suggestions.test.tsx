import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import type { DiscoveryCard } from '#shared/schemas/discovery.ts';
import { FamilySuggestions } from './family-suggestions.tsx';

const card = (id: string, firstName: string): DiscoveryCard => ({
  redacted: false,
  id,
  firstName,
  lastName: 'Levi',
  age: 30,
  city: 'Thrissur',
  state: null,
  country: 'India',
  church: null,
  occupation: null,
  thumbnailUrl: null,
  endorsement: null,
  photoVerified: false,
  fit: { meets: 0, of: 0, youFit: null },
  interestSent: false,
  shortlisted: false,
  suggestedBy: [{ firstName: 'Ruth', relation: 'parent' }],
});

const suggestions: Dashboard['suggestions'] = [
  {
    id: 's1',
    suggestedBy: [{ firstName: 'Ruth', relation: 'parent' }],
    at: '2026-12-04T10:00:00.000Z',
    card: card('m1', 'Boaz'),
  },
  {
    id: 's2',
    suggestedBy: [
      { firstName: 'Ruth', relation: 'parent' },
      { firstName: 'Samuel', relation: 'brother' },
    ],
    at: '2026-12-03T10:00:00.000Z',
    card: { redacted: true, key: 'hidden-suggested-1' },
  },
];

const drawn = vi.fn((shown: DiscoveryCard) => (
  <p>{shown.redacted ? 'Locked card' : `Card of ${shown.firstName}${shown.suggestedBy ? ' with line' : ''}`}</p>
));

function renderSection(list = suggestions) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FamilySuggestions suggestions={list} card={drawn} />
    </QueryClientProvider>,
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  drawn.mockClear();
});

describe('Suggested by your family (D45)', () => {
  it('is absent when nothing is suggested', () => {
    renderSection([]);
    expect(screen.queryByRole('region', { name: 'Suggested by your family' })).toBeNull();
  });

  it('shows each suggested member as the card, under "Suggested by Ruth (Parent)", once', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Suggested by your family' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Suggested by Ruth (Parent)')).toBeTruthy();
    // The section draws the line; the card does not repeat it.
    expect(within(items[0]!).getByText('Card of Boaz')).toBeTruthy();
    expect(within(items[1]!).getByText('Suggested by Samuel (Brother)')).toBeTruthy();
    expect(within(items[1]!).getByText('Locked card')).toBeTruthy();
  });

  it('dismisses a suggestion through the server, and says when it is refused', async () => {
    const fetch = vi.fn(async () =>
      json(
        { error: { code: 'FAMILY_SUGGESTION_NOT_FOUND', message: 'This suggestion was not found.', requestId: 'r1' } },
        404,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the suggestion: Boaz Levi' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This suggestion was not found.');
    expect(fetch).toHaveBeenCalledWith('/api/family/suggestions/s1', expect.objectContaining({ method: 'DELETE' }));
  });
});
