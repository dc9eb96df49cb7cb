/**
 * D29, D44: the known signs of romance scams, one list per language (safety-signs/<code>.ts). Each
 * sign is a pattern over a message, written to catch a request or an urgent story, not a mere
 * mention: "I gave money to the church fund" is not a request for money. Every message is read
 * against every list, whatever its writer's language: a scam is a scam in any language.
 */
import type { Language } from '#shared/enums.ts';
import { GERMAN } from './safety-signs/de.ts';
import { ENGLISH } from './safety-signs/en.ts';
import { SPANISH } from './safety-signs/es.ts';
import { FRENCH } from './safety-signs/fr.ts';
import { ITALIAN } from './safety-signs/it.ts';
import { JAPANESE } from './safety-signs/ja.ts';
import { PORTUGUESE } from './safety-signs/pt.ts';
import { normalized, type SafetySign } from './safety-signs/sign.ts';
import { CHINESE } from './safety-signs/zh.ts';

export const SAFETY_SIGNS: Record<Language, SafetySign[]> = {
  en: ENGLISH,
  de: GERMAN,
  es: SPANISH,
  fr: FRENCH,
  it: ITALIAN,
  ja: JAPANESE,
  pt: PORTUGUESE,
  zh: CHINESE,
};

/** The signs `text` shows in one list (the tests hold each list to its own language's messages). */
export function signsOfList(signs: SafetySign[], text: string): SafetySign['name'][] {
  const read = normalized(text);
  return [...new Set(signs.filter((sign) => sign.pattern.test(read)).map((sign) => sign.name))];
}

/** The signs a message shows, in every language's list (a scam is a scam whatever the member's language). */
export function safetySignsIn(text: string): SafetySign['name'][] {
  return [...new Set(Object.values(SAFETY_SIGNS).flatMap((signs) => signsOfList(signs, text)))];
}

export const hasSafetySigns = (text: string) => safetySignsIn(text).length > 0;
