import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact form (spec §5, D18)', () => {
  it('names every problem of contactFormProblems under its field, focuses the first, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    type('Name', 'Ruth Abraham');
    await send();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your email address.',
      'Please enter your message.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    // A field's message goes when it is edited; the others stay until the next submit.
    type('Email', 'ruth@example');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your message.']);
    await send();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the five fields as typed, says so and empties the form', async () => {
    const fetch = answer(201, { message: 'Thank you! Your message has been sent.' });
    vi.stubGlobal('fetch', fetch);
    render(<ContactForm />);
    type('Name', 'Ruth Abraham');
    type('Email', 'ruth@example.org');
    type('Message', 'Our youth group would like to hear more.');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'partnership' } });
    await send();
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your message has been sent.');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      contactName: 'Ruth Abraham',
      contactEmail: 'ruth@example.org',
      phone: '',
      subject: 'partnership',
      message: 'Our youth group would like to hear more.',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal above the form and its field messages under their fields", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the highlighted fields.',
          requestId: 'req-1',
          fields: [{ path: 'body.contactEmail', message: 'Please enter a valid email address.' }],
        },
      }),
    );
    render(<ContactForm />);
    type('Name', 'Ruth Abraham');
    type('Email', 'ruth@example.org');
    type('Message', 'Hello');
    await send();
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect((await within(form).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Please check the highlighted fields.',
      'Please enter a valid email address.',
    ]);
  });
});
