import type { SafetySign } from './sign.ts';

/** English. Sources: FTC "What to know about romance scams", eHarmony's safety tips. */
const ask = String.raw`(?:send|sent me|wire|transfer|lend|loan|give me|pay(?: for| me)?|need|help me with|borrow|buy me|get me|could you (?:send|spare)|can you (?:send|spare))`;

export const ENGLISH: SafetySign[] = [
  {
    name: 'money request',
    pattern: new RegExp(
      String.raw`\b${ask}\b[^.!?\n]{0,40}(?:\b(?:money|cash|funds)\b|[$€£]\s?\d|\b\d+\s?(?:dollars|usd|euros?|pounds|naira)\b)`,
      'i',
    ),
  },
  {
    name: 'money request',
    pattern: /\b(?:western union|moneygram|money ?gram|cash ?app|zelle|venmo|paypal me|remitly|worldremit)\b/i,
  },
  {
    name: 'gift cards',
    pattern:
      /\b(?:gift ?cards?|itunes cards?|apple cards?|google play cards?|steam cards?|amazon cards?|vouchers?)\b[^.!?\n]{0,40}\b(?:buy|send|get|codes?|scratch|picture|photo)\b|\b(?:buy|send|get)\b[^.!?\n]{0,40}\b(?:gift ?cards?|itunes|google play|steam) (?:cards?|codes?)\b/i,
  },
  {
    name: 'cryptocurrency',
    pattern:
      /\b(?:bitcoin|btc|ethereum|eth|usdt|tether|crypto(?:currency)?|binance|coinbase|wallet address)\b[^.!?\n]{0,50}\b(?:send|invest|buy|transfer|wallet|deposit|trading|platform|profit|returns?)\b|\b(?:send|invest|buy|transfer|deposit)\b[^.!?\n]{0,40}\b(?:bitcoin|btc|ethereum|usdt|tether|crypto(?:currency)?)\b/i,
  },
  {
    name: 'bank or transfer details',
    pattern:
      /\b(?:your|my) (?:bank (?:account|details|login|card)|account (?:number|details)|routing number|iban|swift(?: code)?|card (?:number|details)|pin)\b|\b(?:iban|swift code|sort code|routing number)\b/i,
  },
  {
    name: 'urgent need',
    pattern:
      /\b(?:stuck|stranded|detained|arrested|in (?:the )?hospital|customs (?:fee|charges?)|visa fee|plane ticket|flight ticket|medical bills?|hospital bills?|clear my (?:package|goods|inheritance)|inheritance|urgent(?:ly)?)\b[^.!?\n]{0,60}\b(?:money|pay|fee|funds|send|help me|loan|cash)\b|\b(?:money|pay|fee|funds|send|loan|cash)\b[^.!?\n]{0,60}\b(?:urgent(?:ly)?|right now|immediately|as soon as possible|asap|today or)\b/i,
  },
];
