import { describe, expect, it } from 'vitest';
import { contactFormProblems, contactMessages } from './contact.ts';

const valid = { contactName: 'Ruth Abraham', contactEmail: 'ruth@example.org', message: 'Hello' };

describe('contactFormProblems (spec §5 Contact form)', () => {
  it('accepts a form with name, email and message; phone and subject are optional', () => {
    expect(contactFormProblems(valid)).toEqual({});
    expect(contactFormProblems({ ...valid, phone: '', subject: '' })).toEqual({});
  });

  it('names every missing required field, blank counts as missing', () => {
    expect(contactFormProblems({ contactName: ' ', contactEmail: '', message: '\n' })).toEqual({
      contactName: contactMessages.nameRequired,
      contactEmail: contactMessages.emailRequired,
      message: contactMessages.messageRequired,
    });
  });

  it.each(['ruth', 'ruth@', '@example.org', 'ruth@example', 'ruth @example.org', 'ruth@@example.org'])(
    'refuses %j as an email',
    (contactEmail) => {
      expect(contactFormProblems({ ...valid, contactEmail })).toEqual({ contactEmail: contactMessages.emailInvalid });
    },
  );

  it('bounds the length of every field', () => {
    expect(
      contactFormProblems({
        contactName: 'n'.repeat(81),
        contactEmail: `${'e'.repeat(250)}@example.org`,
        phone: '1'.repeat(31),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      contactName: contactMessages.nameTooLong,
      contactEmail: contactMessages.emailInvalid,
      phone: contactMessages.phoneTooLong,
      message: contactMessages.messageTooLong,
    });
  });
});
