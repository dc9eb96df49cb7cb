import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/lib/i18n.ts';
import { DeleteAccountForm } from './delete-account-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Delete my account (D34)', () => {
  it('says the deletion even when the settings page went away before the answer came', async () => {
    // The deletion ends the session: the live stream's sign-out can switch the app to the
    // signed-out pages (and take this form away) before the DELETE's answer is read.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onDeleted = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <DeleteAccountForm onDeleted={onDeleted} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Quiet-Faithful-Heart-3' } });
    fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    });
    unmount();
    const message = 'Your account and everything in it have been deleted.';
    await act(async () => {
      answer(
        new Response(JSON.stringify({ message }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
      await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(message));
    });
  });
});
