import { near, sign, type SafetySign } from './sign.ts';

/** Italian, read without accents (`eredità` is `eredita`). */
const ask = String.raw`\b(?:mandami|mandarmi|inviami|inviarmi|spediscimi|prestami|prestarmi|dammi|pagami|ricaricami|ho bisogno di|(?:mi )?(?:puoi|potresti|potrebbe) (?:mandare|inviare|prestare|dare|ricaricare)(?:mi)?|fammi un bonifico)\b`;
const money = String.raw`\b(?:soldi|denaro|contanti|fondi)\b|[$€]\s?\d|\b\d+\s?(?:€|\$|(?:dollari|euro)\b)`;

export const ITALIAN: SafetySign[] = [
  sign('money request', near(ask, money)),
  sign(
    'gift cards',
    near(
      String.raw`\b(?:carte? regalo|buoni? regalo|gift ?cards?|carte? (?:itunes|google play|steam|amazon|apple)|paysafecard|ricarica postepay)\b`,
      String.raw`\b(?:compra|comprami|comprare|manda|mandami|invia|inviami|codici?|foto|gratta)\b`,
    ),
    near(
      String.raw`\b(?:comprami|compra|comprare)\b`,
      String.raw`\b(?:carte? regalo|buoni? regalo|gift ?cards?|carte? (?:itunes|google play|steam|amazon)|paysafecard)\b`,
    ),
  ),
  sign(
    'cryptocurrency',
    near(
      String.raw`\b(?:bitcoin|btc|ethereum|usdt|cripto(?:valut[ae])?|portafoglio crypto)\b`,
      String.raw`\b(?:manda|invia|investi|investire|investimento|compra|trasferisci|deposita|piattaforma|profitt[oi]|guadagn\w*|rendiment[oi])\b`,
      50,
    ),
    near(
      String.raw`\b(?:manda|invia|investi|compra|trasferisci|deposita)\b`,
      String.raw`\b(?:bitcoin|btc|ethereum|usdt|cripto(?:valut[ae])?)\b`,
    ),
  ),
  sign(
    'bank or transfer details',
    String.raw`\b(?:tuo|tua|tuoi|tue|mio|mia|miei|mie|suo|sua|sue) (?:conto (?:corrente|bancario)|numero (?:di conto|della carta)|coordinate bancarie|iban|pin|codice (?:pin|segreto))\b`,
    String.raw`\b(?:iban|swift)\b`,
  ),
  sign(
    'urgent need',
    near(
      String.raw`\b(?:bloccat[oa]|arrestat[oa]|trattenut[oa]|in ospedale|dogana|biglietto aereo|spese mediche|conto dell'ospedale|eredita|urgente(?:mente)?|emergenza)\b`,
      String.raw`\b(?:soldi|denaro|pagare|tassa|fondi|manda(?:mi)?|invia(?:mi)?|aiutami|prestito|presta(?:mi)?)\b`,
      60,
    ),
    near(
      String.raw`\b(?:soldi|denaro|fondi|mandami|inviami|prestami)\b`,
      String.raw`\b(?:urgente(?:mente)?|subito|immediatamente|al piu presto|oggi stesso)\b`,
      60,
    ),
  ),
];
