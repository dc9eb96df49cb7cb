import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberCardSummary } from './member-card-summary.tsx';

afterEach(cleanup);

const card = {
  firstName: 'Joseph',
  lastName: 'Mathew',
  age: 31,
  city: 'Chennai',
  state: null,
  country: 'India',
  church: null,
  thumbnailUrl: null,
};

const summary = (age: number | null) => (
  <MemberCardSummary
    card={{ ...card, age }}
    heading="h3"
    photoAlt="Photo of Joseph Mathew"
    noPhotoLabel="No photo"
    ageText={(years) => `${years} yrs`}
  />
);

describe('the name and age of a member card (issue 44)', () => {
  it('keeps the name and the age apart in the text a screen reader reads and a copy takes', () => {
    render(summary(31));
    const heading = screen.getByRole('heading', { level: 3 });
    // Not 'Joseph Mathew31 yrs': a comma and a space between the name and the age.
    expect(heading.textContent).toBe('Joseph Mathew, 31 yrs');
  });

  it('shows the name alone when the age is not known', () => {
    render(summary(null));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Joseph Mathew');
  });
});
