import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileMessages } from '#shared/messages.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { savedProfile } from './own-profile.fixture.ts';
import { ProfileForm } from './profile-form.tsx';

const saved = savedProfile;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The church directory (D32) as GET /api/churches answers it. */
const DIRECTORY = [
  {
    id: '0b9f4c1e-5d0a-4a8e-9a57-1f2a3b4c5d6e',
    name: 'Bethel AG Church',
    city: 'Bengaluru',
    country: 'India',
    denomination: 'Pentecostal',
  },
  {
    id: '1c8e3b2d-4f1a-4b7d-8a46-2e3f4a5b6c7d',
    name: "St. Paul's Cathedral",
    city: 'London',
    country: 'United Kingdom',
    denomination: 'Anglican',
  },
];

/** The server: the directory, and PUT /api/profiles/me answering as told and recording the bodies. */
function serve(answer: (body: Record<string, unknown>) => Response) {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/churches')) return json(200, { churches: DIRECTORY });
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      puts.push(body);
      return answer(body);
    }),
  );
  return puts;
}

function renderForm(profile: OwnProfile) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm profile={profile} onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the church field (D32)', () => {
  it("suggests the directory's churches with their place and still takes a church that is not listed", async () => {
    const puts = serve((body) => json(200, { ...saved, ...body }));
    renderForm(saved);
    const church = screen.getByLabelText('Church') as HTMLInputElement;
    await waitFor(() => expect(church.getAttribute('list')).toBeTruthy());
    const options = [...(document.getElementById(church.getAttribute('list')!)?.querySelectorAll('option') ?? [])];
    expect(options.map((option) => [option.getAttribute('value'), option.getAttribute('label')])).toEqual([
      ['Bethel AG Church', 'Bengaluru, India'],
      ["St. Paul's Cathedral", 'London, United Kingdom'],
    ]);
    expect(screen.getByText(/Pick your church from the list/)).toBeTruthy();
    fireEvent.change(church, { target: { value: 'Zion House Fellowship' } });
    save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ church: 'Zion House Fellowship' });
  });
});

describe('the member’s profile form (spec §5 "Profile save")', () => {
  it('shows the stored values, each under its label, required ones marked', () => {
    serve(() => json(500, {}));
    renderForm(saved);
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Miriam');
    expect((screen.getByLabelText('Height (cm)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('58');
    expect(screen.getByLabelText('Gender').textContent).toContain('Female');
    expect(screen.getByLabelText('Church').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Hobbies').getAttribute('aria-required')).toBeNull();
  });

  it('answers a missing required field with the spec’s sentence and sends nothing', async () => {
    const puts = serve(() => json(500, {}));
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Church'), { target: { value: '   ' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.requiredFields);
    expect(puts).toEqual([]);
  });

  it('takes the required-fields sentence away once the fields are filled in again (issue 24)', async () => {
    serve(() => json(500, {}));
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Church'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.requiredFields);
    // One of two fixed: the form is still invalid and says so.
    fireEvent.change(screen.getByLabelText('Church'), { target: { value: 'Bethel' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert').textContent).toBe(profileMessages.requiredFields);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Chennai' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('refuses an under-age birth date before asking the server', async () => {
    const puts = serve(() => json(500, {}));
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '2020-01-01' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.tooYoung);
    expect(puts).toEqual([]);
  });

  it("has the partner preferences as a section of their own, and refuses a partner's age range upside down before asking the server (D36)", async () => {
    const puts = serve(() => json(500, {}));
    renderForm(saved);
    expect(screen.getByRole('heading', { name: 'Partner Preferences' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Youngest partner (years)'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Oldest partner (years)'), { target: { value: '30' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.partnerAgeRange);
    expect(puts).toEqual([]);
  });

  it('sends the save with numbers as numbers and says so', async () => {
    const puts = serve(() => json(200, { ...saved, profileStatus: 'complete', heightCm: 170, weightKg: null }));
    renderForm(saved);
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '170' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '' } });
    save();
    expect((await screen.findByRole('status')).textContent).toBe(profileMessages.saved);
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ heightCm: 170, weightKg: null, church: 'Bethel', gender: 'Female' });
    expect(Object.keys(puts[0]!)).not.toContain('email');
  });

  it('shows a refusal of the server as it is', async () => {
    const message = 'Enter at most 300 cm.';
    serve(() => json(400, { error: { code: 'VALIDATION_FAILED', message, requestId: 'r1' } }));
    renderForm(saved);
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });
});
