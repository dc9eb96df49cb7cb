import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChurchSignInSettings } from '#shared/schemas/church-sign-in.ts';
import { ChurchSignInSettingsCard } from './church-sign-in.tsx';
import { json, renderSettingsCard } from './settings-card.testing.tsx';

const SAVED: ChurchSignInSettings = {
  on: false,
  issuer: '',
  clientId: '',
  secretSet: true,
  buttonLabel: '',
  memberPasswordSignIn: true,
};

function serve() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return json(200, SAVED);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      const { clientSecret: _secret, ...rest } = body;
      return json(200, { ...SAVED, ...rest, secretSet: true });
    }),
  );
  return puts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Church sign-in card (D48)', () => {
  it('a preset fills the issuer and the label; an empty secret keeps the stored one (only “set” is shown)', async () => {
    const puts = serve();
    renderSettingsCard(<ChurchSignInSettingsCard />);
    expect(await screen.findByText('A secret is set. Leave this empty to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use Rock RMS' }));
    expect((screen.getByLabelText('Issuer address') as HTMLInputElement).value).toBe('https://rock.example.org');
    expect((screen.getByLabelText('Button label') as HTMLInputElement).value).toBe('Rock RMS');
    fireEvent.change(screen.getByLabelText('Client ID'), { target: { value: 'divine-match' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Church sign-in is on' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save church sign-in' }));
    });
    expect(puts).toEqual([
      {
        on: true,
        issuer: 'https://rock.example.org',
        clientId: 'divine-match',
        buttonLabel: 'Rock RMS',
        memberPasswordSignIn: true,
      },
    ]);
  });

  it('a secret typed is sent once, in a password field', async () => {
    const puts = serve();
    renderSettingsCard(<ChurchSignInSettingsCard />);
    const secret = (await screen.findByLabelText('Client secret')) as HTMLInputElement;
    expect(secret.type).toBe('password');
    fireEvent.change(secret, { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Members may also sign in with a password' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save church sign-in' }));
    });
    expect(puts).toEqual([
      { on: false, issuer: '', clientId: '', buttonLabel: '', memberPasswordSignIn: false, clientSecret: 'new-secret' },
    ]);
  });
});
