import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withArticle } from './articles.ts';

describe('the indefinite article', () => {
  it.each([
    ['architect', 'an architect'],
    ['accountant', 'an accountant'],
    ['engineer', 'an engineer'],
    ['interior designer', 'an interior designer'],
    ['optometrist', 'an optometrist'],
    ['undergraduate', 'an undergraduate'],
    ['nurse', 'a nurse'],
    ['software engineer', 'a software engineer'],
    ['teacher', 'a teacher'],
    ['pastor', 'a pastor'],
    ['social worker', 'a social worker'],
  ])('%s → %s', (word, phrase) => expect(withArticle(word)).toBe(phrase));

  it('follows the sound, not the letter', () => {
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('honest man')).toBe('an honest man');
    expect(withArticle('university lecturer')).toBe('a university lecturer');
    expect(withArticle('user researcher')).toBe('a user researcher');
    expect(withArticle('European')).toBe('a European');
    expect(withArticle('one-off')).toBe('a one-off');
    expect(withArticle('uncle')).toBe('an uncle');
    expect(withArticle('unmarried man')).toBe('an unmarried man');
    expect(withArticle('MBA graduate')).toBe('an MBA graduate');
    expect(withArticle('NGO worker')).toBe('an NGO worker');
    expect(withArticle('BSc student')).toBe('a BSc student');
    expect(withArticle('CPA')).toBe('a CPA');
    expect(withArticle('historian')).toBe('a historian');
  });

  it('keeps the word as given and has an answer for an empty one', () => {
    expect(withArticle('Architect')).toBe('an Architect');
    expect(indefiniteArticle('')).toBe('a');
  });
});
