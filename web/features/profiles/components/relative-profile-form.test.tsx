import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileMessages } from '#shared/messages.ts';
import { familyMessages } from '#shared/schemas/family.ts';
import type { FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { savedProfile } from './own-profile.fixture.ts';
import { RelativeProfileForm } from './relative-profile-form.tsx';

/** The member's profile as GET /api/family/linked/:id sends it: no contact details, a status beside. */
const { countryCode: _code, phoneNumber: _phone, ...withoutContact } = savedProfile;
const linked = withoutContact as unknown as FamilyProfileEdit;

function renderForm(save: (values: FamilyProfileEdit) => Promise<{ message: string }>) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RelativeProfileForm
        values={linked}
        save={save}
        onSaved={onSaved}
        onCancel={vi.fn()}
        heading="Edit Miriam’s profile"
        intro="You edit Miriam’s profile as their relative."
      />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  // The church directory (D32): none here, the church is typed in full.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ churches: [] })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a relative’s edit of a linked member’s profile (D45)', () => {
  it('is named by its heading and shows the stored values without the contact details', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('form', { name: 'Edit Miriam’s profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Miriam’s profile' })).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Miriam');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Chennai');
    expect((screen.getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('58');
    expect(screen.getByLabelText('Gender').textContent).toContain('Female');
    expect(screen.queryByLabelText('Phone Number')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Country code' })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(document.body.textContent).not.toContain('9876543210');
  });

  it('answers an invalid value with the spec’s sentence and does not save', async () => {
    const save = vi.fn();
    renderForm(save);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '  ' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(profileMessages.requiredFields);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Madurai' } });
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '2020-01-01' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(profileMessages.tooYoung));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the edited fields only, says the server’s sentence, then goes on', async () => {
    const save = vi.fn(async () => ({ message: familyMessages.profileEdited }));
    const { onSaved } = renderForm(save);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Madurai' } });
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '168' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(familyMessages.profileEdited);
    expect(save).toHaveBeenCalledTimes(1);
    const [sent] = save.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(sent).toMatchObject({ city: 'Madurai', heightCm: 168, firstName: 'Miriam', church: 'Bethel' });
    for (const key of ['countryCode', 'phoneNumber', 'email', 'profileStatus', 'id'])
      expect(Object.keys(sent)).not.toContain(key);
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 3_000 });
  });

  it('shows a refusal of the server as it is and keeps what was typed', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(403, 'FAMILY_EDIT_NOT_ALLOWED', familyMessages.editNotAllowed);
    });
    const { onSaved } = renderForm(save);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Madurai' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(familyMessages.editNotAllowed));
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Madurai');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
