import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationMessages, type Message } from '#shared/schemas/conversations.ts';
import { MessageBubble } from './message-bubble.tsx';

afterEach(cleanup);

const base: Message = {
  id: '1',
  body: 'Hello there',
  sentAt: '2026-11-20T10:00:00.000Z',
  fromMe: false,
  readAt: null,
  safetyNote: false,
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
