import { describe, expect, it } from 'vitest';
import { familyTestApp, relativeEmail } from '#server/test/family.ts';
import { makePremium } from '#server/test/members.ts';
import { SCREEN } from './privacy-screens.ts';

/** D45's suggestions in the privacy table (privacy-screens.ts): exactly their screens' fields. */
const { app, call, member, man, invited, accepted } = familyTestApp();

const keys = (value: object) => Object.keys(value).sort();
const sorted = (fields: readonly string[]) => [...fields].sort();

describe('family suggestions (D45)', () => {
  it('the relative’s search and list, the dashboard’s section and the suggested member’s card carry their screens’ fields', async () => {
    const hannah = await member('Hannah');
    await makePremium(app().database.db, hannah.account.id);
    const mother = await accepted(await invited(hannah.cookie, relativeEmail()), 'Ruth');
    const [link] = (await call(mother, 'GET', '/api/family/linked')).json().members;
    const boaz = await man('Boazprivate');
    const secrets = [boaz.body.email, boaz.body.phoneNumber, hannah.body.email, hannah.body.phoneNumber];

    const found = await call(mother, 'GET', `/api/family/linked/${link.linkId}/members?q=Boazpriv`);
    expect(found.json().members).toHaveLength(1);
    expect(keys(found.json())).toEqual(['members']);
    expect(keys(found.json().members[0])).toEqual(sorted(SCREEN.familyCandidate));
    const made = await call(mother, 'POST', `/api/family/linked/${link.linkId}/suggestions`, {
      memberId: boaz.account.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const sent = await call(mother, 'GET', `/api/family/linked/${link.linkId}/suggestions`);
    expect(keys(sent.json().suggestions[0])).toEqual(sorted(SCREEN.familySuggestionSent));
    for (const answer of [found, sent]) for (const secret of secrets) expect(answer.body).not.toContain(secret);

    const { suggestions } = (await call(hannah.cookie, 'GET', '/api/dashboard')).json();
    expect(keys(suggestions[0])).toEqual(sorted(SCREEN.dashboardSuggestion));
    expect(keys(suggestions[0].suggestedBy[0])).toEqual(sorted(SCREEN.suggestedBy));
    expect(keys(suggestions[0].card)).toEqual(sorted([...SCREEN.card, 'suggestedBy']));
    expect(JSON.stringify(suggestions)).not.toContain('Joseph');
    const profile = (await call(hannah.cookie, 'GET', `/api/profiles/${boaz.account.id}`)).json();
    expect(keys(profile.suggestedBy[0])).toEqual(sorted(SCREEN.suggestedBy));
  });
});
