import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '#shared/enums.ts';
import { conversationMessages, type Message } from '#shared/schemas/conversations.ts';
import { i18n } from '#web/lib/i18n.ts';
import { MessageBubble } from './message-bubble.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** Each language's words for the shared messages (ADR 0037), as the app fetches them. */
const specTexts = import.meta.glob<Record<string, string>>('../../../locales/*/on-demand/spec.json', {
  eager: true,
  import: 'default',
});

const base: Message = {
  id: '1',
  body: 'Hello there',
  sentAt: '2026-11-20T10:00:00.000Z',
  fromMe: false,
  readAt: null,
  safetyNote: false,
  call: null,
};

function draw(message: Partial<Message>, onReport = vi.fn()) {
  render(
    <MemoryRouter>
      <ol>
        <MessageBubble message={{ ...base, ...message }} senderName="Ruth" safetyHref="/safety" onReport={onReport} />
      </ol>
    </MemoryRouter>,
  );
  return onReport;
}

describe('Message bubble', () => {
  it('shows the D29 safety note with its link beside a flagged incoming message', () => {
    draw({ safetyNote: true });
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(conversationMessages.safetyNote);
    const link = screen.getByRole('link', { name: conversationMessages.safetyLink });
    expect(link.getAttribute('href')).toBe('/safety');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    "D44: shows the safety note and its link in the receiver's language (%s), translated",
    async (language) => {
      const texts = specTexts[`../../../locales/${language}/on-demand/spec.json`] ?? {};
      const note = texts[conversationMessages.safetyNote];
      const link = texts[conversationMessages.safetyLink];
      // Each language says both in its own words, not in English.
      expect(note).toBeTruthy();
      expect(note).not.toBe(conversationMessages.safetyNote);
      expect(link).not.toBe(conversationMessages.safetyLink);
      i18n.addResourceBundle(language, 'spec', texts, true, true);
      await i18n.changeLanguage(language);
      draw({ safetyNote: true });
      expect(screen.getByRole('note').textContent).toContain(note);
      expect(screen.queryByText(conversationMessages.safetyNote, { exact: false })).toBeNull();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/safety');
    },
  );

  it('D47: draws a call as an event of the conversation — its kind and length, or missed — never with Report', () => {
    const onReport = draw({
      body: 'Video call, 1:15',
      fromMe: false,
      call: { kind: 'video', outcome: 'completed', durationSeconds: 75 },
    });
    expect(screen.getByText('Video call · 1:15')).toBeTruthy();
    expect(screen.queryByText('Video call, 1:15')).toBeNull();
    expect(screen.queryByRole('button', { name: /report/i })).toBeNull();
    expect(onReport).not.toHaveBeenCalled();
    cleanup();
    draw({ body: 'Missed voice call', call: { kind: 'voice', outcome: 'missed', durationSeconds: null } });
    expect(screen.getByText('Missed voice call')).toBeTruthy();
    cleanup();
    draw({ body: 'Declined video call', call: { kind: 'video', outcome: 'declined', durationSeconds: null } });
    expect(screen.getByText('Declined video call')).toBeTruthy();
  });

  it('shows no safety note when the message is not flagged', () => {
    draw({ safetyNote: false });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(conversationMessages.safetyNote)).toBeNull();
  });

  it('marks my message Sent until it is read, then Read', () => {
    draw({ fromMe: true, readAt: null });
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.queryByText('Read')).toBeNull();
    cleanup();
    draw({ fromMe: true, readAt: '2026-11-20T10:05:00.000Z' });
    expect(screen.getByText('Read')).toBeTruthy();
    expect(screen.queryByText('Sent')).toBeNull();
  });

  it('offers Report on incoming messages only, and no read mark on them', () => {
    const onReport = draw({ fromMe: false });
    expect(screen.queryByText('Sent')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Report message' }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    cleanup();
    draw({ fromMe: true });
    expect(screen.queryByRole('button', { name: 'Report message' })).toBeNull();
  });

  it('tells screen readers who said it', () => {
    draw({ fromMe: false });
    expect(screen.getByText('Ruth said:')).toBeTruthy();
  });
});
