import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationMessages, MESSAGE_MAX_LENGTH } from '#shared/schemas/conversations.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { MessageComposer } from './message-composer.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEYBOARD_HINT = 'Enter sends, Shift+Enter starts a new line.';

/** A device whose main pointer is fine and can hover (a mouse or touchpad, so a keyboard) or not (a touch screen). */
function finePointer(fine: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: fine && query === '(hover: hover) and (pointer: fine)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function setup(onSend = vi.fn(() => Promise.resolve())) {
  render(<MessageComposer onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Your message' });
  const sendButton = screen.getByRole('button', { name: 'Send' });
  return { onSend, box, sendButton };
}

async function type(box: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(box, { target: { value } });
  });
}

async function press(box: HTMLElement, init: KeyboardEventInit) {
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter', ...init });
  });
}

describe('Message composer (D28)', () => {
  it('sends with Enter and clears the text once the server took it', async () => {
    const { onSend, box } = setup();
    await type(box, '  Hello Ruth  ');
    await press(box, {});
    expect(onSend).toHaveBeenCalledWith('Hello Ruth');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send with Shift+Enter (a new line)', async () => {
    const { onSend, box } = setup();
    await type(box, 'Hello');
    await press(box, { shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('counts the characters against the limit', async () => {
    const { box } = setup();
    expect(screen.getByText('0 / 2,000')).toBeTruthy();
    await type(box, 'Hello');
    expect(screen.getByText('5 / 2,000')).toBeTruthy();
  });

  it('disables Send while empty and over the limit, and says why', async () => {
    const { onSend, box, sendButton } = setup();
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    await type(box, '   ');
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    await type(box, 'x'.repeat(MESSAGE_MAX_LENGTH));
    expect((sendButton as HTMLButtonElement).disabled).toBe(false);
    await type(box, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect((sendButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('2,001 / 2,000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(conversationMessages.tooLong);
    await press(box, {});
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    const onSend = vi.fn(() =>
      Promise.reject(new ApiRequestError(409, 'CONVERSATION_ENDED', conversationMessages.ended)),
    );
    const { box, sendButton } = setup(onSend);
    await type(box, 'Are you there?');
    await act(async () => {
      fireEvent.click(sendButton);
    });
    expect(onSend).toHaveBeenCalledWith('Are you there?');
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
    expect(screen.getByRole('alert').textContent).toBe(conversationMessages.ended);
  });

  it('falls back to the generic failure text for an unexpected error', async () => {
    const { box, sendButton } = setup(vi.fn(() => Promise.reject(new Error('boom'))));
    await type(box, 'Hi');
    await act(async () => {
      fireEvent.click(sendButton);
    });
    expect((box as HTMLTextAreaElement).value).toBe('Hi');
    expect(screen.getByRole('alert').textContent).toBe(conversationMessages.sendFailed);
  });

  it('shows the keyboard hint where there is a mouse or touchpad, and describes the box with it', () => {
    finePointer(true);
    const { box } = setup();
    const hint = screen.getByText(KEYBOARD_HINT);
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });

  it('shows no keyboard hint on a touch screen (issue 44), and Enter still sends', async () => {
    finePointer(false);
    const { onSend, box } = setup();
    expect(screen.queryByText(KEYBOARD_HINT)).toBeNull();
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.every((id) => document.getElementById(id) !== null)).toBe(true);
    await type(box, 'Hello');
    await press(box, {});
    expect(onSend).toHaveBeenCalledWith('Hello');
  });
});
