import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnReview } from '#shared/schemas/profile.ts';
import { ReviewBanner } from './review-banner.tsx';

const approved: OwnReview = { status: 'approved', reason: null, visible: true, onHold: false, photos: [] };
const banner = (review: Partial<OwnReview>) => {
  render(<ReviewBanner review={{ ...approved, ...review }} />);
  return screen.queryByRole('status')?.textContent ?? null;
};

afterEach(cleanup);

describe('My Profile’s review banner (D31)', () => {
  it('says nothing while other members see the profile', () => {
    expect(banner({})).toBeNull();
    cleanup();
    expect(banner({ status: 'pending', visible: true })).toBeNull();
  });

  it('says why the profile is not shown: waiting, rejected with the reason, on hold', () => {
    expect(banner({ status: 'pending', visible: false })).toBe(
      'Your profile is waiting for review. Other members will see it once a moderator approves it.',
    );
    cleanup();
    expect(banner({ status: 'rejected', reason: 'Please add a real photo.', visible: false })).toBe(
      'A moderator did not approve your profile: Please add a real photo. Change your profile and save it to send it for review again.',
    );
    cleanup();
    expect(banner({ onHold: true, visible: false })).toBe(
      'Your profile is hidden while a moderator looks into reports about it.',
    );
  });
});
