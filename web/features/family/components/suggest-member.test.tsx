import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestMember } from './suggest-member.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server as the relative's page meets it: the list, the search, the suggestion. */
function server() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/suggestions') && init?.method === 'POST')
      return json({ message: 'Your suggestion was sent. The member sees it on their dashboard and decides.' }, 201);
    if (url.endsWith('/suggestions')) return json({ suggestions: [] });
    return json({ members: [{ id: 'm1', firstName: 'Boaz', lastName: 'Levi', age: 30, city: 'Thrissur' }] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Suggest a member (D45)', () => {
  it('asks for 2 letters, finds by name, suggests, and says so', async () => {
    const fetch = server();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SuggestMember linkId="l1" memberFirstName="Hannah" />
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Suggest a member' });
    expect(await within(section).findByText('You have not suggested anyone yet.')).toBeTruthy();
    const name = within(section).getByLabelText('Name of the member');
    fireEvent.change(name, { target: { value: 'B' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Search' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('Please enter at least 2 letters');

    fireEvent.change(name, { target: { value: 'Boaz' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Search' }));
    const found = await within(section).findByRole('list', { name: 'Members found' });
    expect(within(found).getByText('Boaz Levi, 30 years, Thrissur')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/family/linked/l1/members?q=Boaz', expect.anything());
    fireEvent.click(within(found).getByRole('button', { name: 'Suggest Boaz Levi' }));
    expect(await within(section).findByText(/Your suggestion was sent\./)).toBeTruthy();
    expect(await within(found).findByRole('button', { name: 'Suggested' })).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledWith(
      '/api/family/linked/l1/suggestions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ memberId: 'm1' }) }),
    );
  });
});
