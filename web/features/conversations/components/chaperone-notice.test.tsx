import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/schemas/conversations.ts';
import { ChaperoneNotice } from './chaperone-notice.tsx';

afterEach(cleanup);

const conversation = (chaperones: Conversation['chaperones']): Conversation => ({
  id: '1',
  member: { id: 'm', firstName: 'Hannah', lastName: 'Joseph', photoUrl: null },
  state: 'open',
  sharingContact: false,
  contact: null,
  chaperones,
});
const ruth = { firstName: 'Ruth', relation: 'parent', of: 'them' } as const;
const BEFORE_FIRST = 'Before you write: Hannah’s chaperone, Ruth, reads the messages of this conversation.';

describe('the chaperone notice (D46)', () => {
  it('names each chaperone in the spec’s words, and tells before a first message to a chaperoned member', () => {
    render(<ChaperoneNotice conversation={conversation([ruth])} firstMessage />);
    expect(screen.getByText('Chaperoned by Ruth (Parent)')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(BEFORE_FIRST);
  });

  it('says nothing more once the member has written, and nothing at all without a chaperone', () => {
    const { unmount } = render(<ChaperoneNotice conversation={conversation([ruth])} firstMessage={false} />);
    expect(screen.getByText('Chaperoned by Ruth (Parent)')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    const { container } = render(<ChaperoneNotice conversation={conversation([])} firstMessage />);
    expect(container.textContent).toBe('');
  });

  it('tells the member whose own chaperone reads the conversation', () => {
    render(<ChaperoneNotice conversation={conversation([{ ...ruth, of: 'me' }])} firstMessage />);
    expect(screen.getByText('Your chaperone reads the messages written here since you named them.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
