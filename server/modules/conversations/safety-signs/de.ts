import { near, sign, type SafetySign } from './sign.ts';

/** German, read without umlauts' dots (`überweise` is `uberweise`); words may join into compounds. */
const ask = String.raw`\b(?:schick(?:e|st)?|sende(?:st)?|uberweis(?:e|en|t|st)|leih(?:e|st)?|borg(?:e|st)?|gib|brauche|bezahl(?:e|st)?|(?:kannst|konntest) du|(?:konnen|konnten) sie)(?: mir)?\b`;
const money = String.raw`\b(?:geld|bargeld)\b|[$€]\s?\d|\b\d+\s?(?:€|\$|(?:dollar|euro)s?\b)`;

export const GERMAN: SafetySign[] = [
  sign('money request', near(ask, money)),
  sign(
    'gift cards',
    near(
      String.raw`\b(?:geschenk|gutschein|itunes|google[ -]?play|steam|amazon|apple)-?(?:karten?|codes?)\b|\b(?:gutscheine?|paysafecard)\b`,
      String.raw`\b(?:kauf(?:e|en|st)?|schick(?:e|en|st)?|codes?|foto|bild|rubbel\w*)\b`,
    ),
    near(
      String.raw`\b(?:kauf(?:e|st)?|besorg(?:e|st)?)(?: mir)?\b`,
      String.raw`(?:geschenk|gutschein|itunes|google[ -]?play|steam|amazon)-?(?:karten?|codes?)\b|\bpaysafecard\b`,
    ),
  ),
  sign(
    'cryptocurrency',
    near(
      String.raw`\b(?:bitcoins?|btc|ethereum|usdt|krypto(?:wahrung(?:en)?)?s?|krypto-wallet)\b`,
      String.raw`\b(?:schick|sende|investier|anleg|kauf|uberweis|einzahl|plattform|gewinn|rendite)`,
      50,
    ),
    near(
      String.raw`\b(?:schick|sende|investier|kauf|uberweis|einzahl)\w*`,
      String.raw`\b(?:bitcoins?|btc|ethereum|usdt|krypto(?:wahrung(?:en)?)?s?)\b`,
    ),
  ),
  sign(
    'bank or transfer details',
    String.raw`\b(?:deine|ihre|meine) (?:bankverbindung|kontonummer|bankdaten|kontodaten|kartennummer|pin|iban)\b`,
    String.raw`\b(?:iban|swift)\b`,
  ),
  sign(
    'urgent need',
    near(
      String.raw`\b(?:sitze? \w+ fest|festgehalten|gestrandet|festgenommen|verhaftet|im krankenhaus|zoll(?:gebuhr(?:en)?)?|visagebuhr|flugticket|arztrechnung(?:en)?|krankenhausrechnung(?:en)?|erbschaft|dringend|notfall)\b`,
      String.raw`\b(?:geld|(?:be)?zahl\w*|gebuhr\w*|schick\w*|hilf mir|leih\w*|kredit)\b`,
      60,
    ),
    near(
      String.raw`\b(?:geld|schick\w*|uberweis\w*)\b`,
      String.raw`\b(?:dringend|sofort|so schnell wie moglich|heute noch)\b`,
      60,
    ),
  ),
];
