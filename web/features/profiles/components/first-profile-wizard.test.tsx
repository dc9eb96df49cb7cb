import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileMessages } from '#shared/messages.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { savedProfile } from './own-profile.fixture.ts';
import { FirstProfileWizard } from './first-profile-wizard.tsx';

const saved = savedProfile;

/** A new member: what registration stored, nothing else. */
const fresh: OwnProfile = {
  ...saved,
  completion: 60,
  gender: '',
  dob: '',
  profileCreatedBy: '',
  maritalStatus: '',
  motherTongue: '',
  church: '',
  pastorName: '',
  country: '',
  state: '',
  city: '',
  postalCode: '',
  weightKg: null,
  degree: '',
  institution: '',
  educationStatus: '',
  occupation: '',
  designation: '',
  company: '',
  salary: '',
  religion: '',
  caste: '',
  profileSummary: '',
} as OwnProfile;

function renderWizard(profile: OwnProfile, onSaved = vi.fn()) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <FirstProfileWizard profile={profile} onSaved={onSaved} photoStep={<p>photo manager</p>} />
    </QueryClientProvider>,
  );
  return onSaved;
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const progress = () => screen.getByRole('progressbar', { name: 'First profile progress' });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the guided first profile (D40)', () => {
  it('starts with the photo, which may be skipped, and shows the step as text and progress bar', async () => {
    renderWizard(fresh);
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 1 of 7: Your photo');
    expect(screen.getByText('photo manager')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    press('Skip for now');
    expect(await heading('Basic & Contact')).toBeTruthy();
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 2 of 7: Basic & Contact');
  });

  it('holds a step until its own required fields are given, with My Profile’s sentence', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWizard(fresh);
    press('Skip for now');
    await heading('Basic & Contact');
    press('Next');
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.requiredFields);
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
    // Nothing saved (the church box may have read the directory).
    expect(fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toEqual([]);
  });

  it('goes back with the values kept, and saves every step at the end through the one profile save', async () => {
    const puts: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/api/churches'))
          return new Response(JSON.stringify({ churches: [] }), { headers: { 'content-type': 'application/json' } });
        puts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return new Response(JSON.stringify({ ...saved, profileStatus: 'complete' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    // The saved profile, less its summary: every step passes but the last.
    renderWizard({ ...saved, profileSummary: '' });
    press('Skip for now');
    await heading('Basic & Contact');
    fireEvent.change(screen.getByLabelText('Church'), { target: { value: 'Zion Chapel' } });
    press('Next');
    await heading('Present Address');
    press('Back');
    await heading('Basic & Contact');
    expect((screen.getByLabelText('Church') as HTMLInputElement).value).toBe('Zion Chapel');
    for (const next of ['Present Address', 'Appearance & Horoscope', 'Education & Career', 'Lifestyle & Interests']) {
      press('Next');
      await heading(next);
    }
    press('Next');
    await heading('About You');
    press('Save Profile');
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.requiredFields);
    expect(puts).toEqual([]);
    fireEvent.change(screen.getByLabelText('Profile Summary'), { target: { value: 'I teach Sunday school.' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    press('Save Profile');
    expect((await screen.findByRole('status')).textContent).toBe(profileMessages.saved);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ church: 'Zion Chapel', profileSummary: 'I teach Sunday school.', weightKg: 58 });
  });
});
