import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages, type AdminUserDetail } from '#shared/schemas/admin.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ManageUserDialog } from './manage-user-dialog.tsx';
import { defaultNotificationChoices } from '#shared/schemas/notifications.ts';

const now = '2026-11-20T10:00:00.000Z';
function detail(overrides: Partial<AdminUserDetail['values']> = {}): AdminUserDetail {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    values: {
      firstName: 'Miriam',
      lastName: 'Joseph',
      email: 'miriam@example.org',
      role: 'user',
      countryCode: '+91',
      phoneNumber: '9876543210',
      dob: '1995-04-02',
      gender: 'Other',
      maritalStatus: 'Never Married',
      address: '',
      city: 'Chennai',
      state: '',
      postalCode: '',
      country: 'India',
      church: 'Bethel',
      pastorName: '',
      pastorContact: '',
      heightCm: 165,
      weightKg: null,
      bodyType: '',
      skinColor: '',
      degree: '',
      occupation: '',
      salary: '',
      fatherName: '',
      fatherOccupation: '',
      motherName: '',
      motherOccupation: '',
      siblings: '',
      religion: '',
      caste: '',
      subCaste: '',
      motherTongue: '',
      rasiZodiac: '',
      starNakshatra: '',
      gothram: '',
      timeOfBirth: '',
      placeOfBirth: '',
      partnerAgeMin: null,
      partnerAgeMax: null,
      partnerHeightMinCm: null,
      partnerHeightMaxCm: null,
      partnerEducation: '',
      partnerOccupation: '',
      partnerLocation: '',
      partnerMaritalStatus: '',
      language: 'en',
      timezone: '',
      emailNotifications: true,
      pushNotifications: true,
      marketingEmails: false,
      twoFactorEnabled: false,
      ...overrides,
    },
    membershipType: 'free',
    accountStatus: 'active',
    profileStatus: 'incomplete',
    createdAt: now,
    updatedAt: now,
    updatedBy: null,
    upgradedAt: null,
    upgradedBy: null,
    downgradedAt: null,
    downgradedBy: null,
    deactivatedAt: null,
    deactivatedBy: null,
    reactivatedAt: null,
    reactivatedBy: null,
    activity: [],
    notifications: defaultNotificationChoices(),
    endorsements: [],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server for one user: GET answers the record, PUT answers as told and records the bodies. */
function serve(record: AdminUserDetail, put: () => Response = () => json(200, { message: adminMessages.updated })) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return put();
      }
      return json(200, record);
    }),
  );
  return puts;
}

function renderDialog(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <ManageUserDialog userId="a1b2c3d4-0000-4000-8000-000000000001" onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Manage User modal (spec §2, §4, §5)', () => {
  it('scrolls its content in a body of its own above a solid footer, so nothing shows beneath the footer (issue 44)', async () => {
    serve(detail());
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Manage User' });
    const footer = (await within(dialog).findByRole('button', { name: 'Edit Profile' })).parentElement as HTMLElement;
    const form = dialog.querySelector('form') as HTMLFormElement;
    // The panel does not scroll (a sticky footer in a padded scroller leaves a strip below it
    // where the content shows through): a column of title, scrolling body, footer.
    expect(dialog.className).not.toContain('overflow-y-auto');
    expect(dialog.className).toContain('flex-col');
    const body = form.closest('[data-dialog-body]') as HTMLElement;
    expect(body.className).toContain('overflow-y-auto');
    expect(body.contains(footer)).toBe(false);
    expect(footer.parentElement).toBe(dialog);
    expect(body.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footer.className).toContain('bg-white');
    expect(footer.className).not.toContain('sticky');
  });

  it('shows every section, then edits, refuses empty required fields without asking the server', async () => {
    const puts = serve(detail());
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Manage User' });
    for (const heading of [
      'Personal Information',
      'Address Information',
      'Church Details',
      'Physical Appearance',
      'Education & Career',
      'Family Details',
      'Religion & Caste',
      'Horoscope Details',
      'Partner Preferences',
      'Preferences',
      'Security Settings',
      'Account Status & Membership',
      'Activity Log',
    ]) {
      expect(await within(dialog).findByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(dialog).getByText('No activity recorded for this user yet.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Profile' }));
    const editing = screen.getByRole('dialog', { name: 'Edit User Profile' });
    // Gender offers Male and Female, and keeps the stored Other.
    const gender = within(editing).getByLabelText('Gender') as HTMLSelectElement;
    expect([...gender.options].map((option) => option.value)).toEqual(['', 'Male', 'Female', 'Other']);
    expect(gender.value).toBe('Other');
    const role = within(editing).getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => [option.value, option.text])).toEqual([
      ['user', 'User'],
      ['moderator', 'Moderator'],
      ['admin', 'Admin'],
      ['super_admin', 'Super Admin'],
    ]);
    const language = within(editing).getByLabelText('Language') as HTMLSelectElement;
    expect([...language.options].map((option) => option.text)).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Japanese',
      'Chinese',
    ]);

    fireEvent.change(within(editing).getByLabelText('Last Name'), { target: { value: '  ' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save Changes' }));
    expect(await within(editing).findByText(adminMessages.requiredFields)).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('Cancel drops the draft; Save sends every field and returns to view mode with the toast', async () => {
    const puts = serve(detail());
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Manage User' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Madurai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Manage User' })).toBeTruthy();
    expect(within(dialog).getByText('Chennai')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Chennai');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Madurai' } });
    fireEvent.change(screen.getByLabelText('Partner Minimum Age'), { target: { value: '25' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText(adminMessages.updated)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Manage User' })).toBeTruthy());
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ city: 'Madurai', partnerAgeMin: 25, gender: 'Other', heightCm: 165, role: 'user' });
    expect(Object.keys(puts[0] as object)).toHaveLength(Object.keys(detail().values).length);
  });

  it('says any other rule of the edit schema as a refused save, without asking the server', async () => {
    const puts = serve(detail());
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '500' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText(/^Failed to update user profile: Too big/)).toBeTruthy();
    expect(screen.queryByText(adminMessages.requiredFields)).toBeNull();
    expect(puts).toEqual([]);

    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText(adminMessages.requiredFields)).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("a refused save keeps the draft and shows 'Failed to update user profile: ' with the server's message", async () => {
    serve(detail(), () =>
      json(409, { error: { code: 'EMAIL_TAKEN', message: adminMessages.emailInUse, requestId: 'r1' } }),
    );
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'taken@example.org' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText(adminMessages.updateFailed + adminMessages.emailInUse)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit User Profile' })).toBeTruthy();
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe('taken@example.org');
  });
});
