import { describe, expect, it } from 'vitest';
import { safetySignsIn } from './safety-signs.ts';

describe('the safety guard reads the signs of romance scams (D29)', () => {
  const hits: [string, string][] = [
    ['Could you send me $500 for the rent? I will pay you back.', 'money request'],
    ['Please wire 300 dollars to my cousin, I need it.', 'money request'],
    ['I need money for my mother, can you help me?', 'money request'],
    ['Just use Western Union, it is the fastest way', 'money request'],
    ['Can you buy me some iTunes gift cards and send me the codes?', 'gift cards'],
    ['Send me a picture of the Google Play cards please', 'gift cards'],
    ['I know a bitcoin trading platform with great returns, invest with me', 'cryptocurrency'],
    ['Please send the USDT to my wallet address tonight', 'cryptocurrency'],
    ['What is your bank account number? I want to send you something', 'bank or transfer details'],
    ['Here is my IBAN, for the transfer', 'bank or transfer details'],
    ['I am stuck at the airport and need to pay a customs fee, please help me', 'urgent need'],
    ['My daughter is in the hospital and I need money urgently', 'urgent need'],
  ];
  it.each(hits)('flags %j as %s', (text, sign) => {
    expect(safetySignsIn(text)).toContain(sign);
  });

  const misses = [
    'I gave money to the church fund last Sunday.',
    'Our church raised funds for the new roof, it was a blessing.',
    'I work at a bank in the city centre.',
    'We had a lovely time at the hospital visiting the elderly with the choir.',
    'Would you like to meet for coffee after the service? My treat!',
    'I am saving money for a trip to Israel next year.',
    'I read an article about bitcoin, it sounds complicated to me.',
    'Do you send your children to the church school?',
    'My favourite verse is Hebrews 13:5, keep your lives free from the love of money.',
    'I need to pray about it first.',
  ];
  it.each(misses)('does not flag %j', (text) => {
    expect(safetySignsIn(text)).toEqual([]);
  });
});
