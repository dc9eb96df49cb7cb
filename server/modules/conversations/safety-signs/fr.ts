import { near, sign, type SafetySign } from './sign.ts';

/** French, read without accents (`prête-moi` is `prete-moi`) and with one kind of apostrophe. */
const ask = String.raw`\b(?:envoie-moi|envoyez-moi|m'envoyer|envoie|envoyez|vire-moi|virez-moi|me virer|prete-moi|pretez-moi|me preter|donne-moi|donnez-moi|j'ai besoin d|aide-moi a payer|paye-moi|payez-moi|fais-moi un virement|faites-moi un virement)`;
const money = String.raw`\b(?:argent|fric|fonds|especes)\b|[$€]\s?\d|\b\d+\s?(?:€|\$|(?:dollars|euros?)\b)`;

export const FRENCH: SafetySign[] = [
  sign('money request', near(ask, money)),
  sign(
    'gift cards',
    near(
      String.raw`\b(?:cartes? cadeaux?|cartes? (?:itunes|google play|steam|amazon|apple)|coupons? (?:pcs|transcash|neosurf)|transcash|neosurf|recharges? pcs)\b`,
      String.raw`\b(?:achete|acheter|achetez|envoie|envoyer|envoyez|codes?|photo|gratte)`,
    ),
    near(
      String.raw`\b(?:achete|acheter|achetez)(?:-moi)?\b`,
      String.raw`\b(?:cartes? cadeaux?|cartes? (?:itunes|google play|steam|amazon)|coupons? (?:pcs|transcash|neosurf))\b`,
    ),
  ),
  sign(
    'cryptocurrency',
    near(
      String.raw`\b(?:bitcoins?|btc|ethereum|usdt|crypto(?:-?monnaies?)?s?|portefeuille crypto)\b`,
      String.raw`\b(?:envoie|envoyer|envoyez|investis|investir|investissez|investissement|achete|acheter|transfere|depose|plateforme|profits?|rendements?)\b`,
      50,
    ),
    near(
      String.raw`\b(?:envoie|envoyez|investis|investissez|achete|achetez|transfere|depose)\b`,
      String.raw`\b(?:bitcoins?|btc|ethereum|usdt|crypto(?:-?monnaies?)?s?)\b`,
    ),
  ),
  sign(
    'bank or transfer details',
    String.raw`\b(?:ton|ta|tes|votre|vos|mon|ma|mes) (?:compte bancaire|numero de (?:compte|carte)|coordonnees bancaires|rib|iban|code (?:pin|secret|de carte))\b`,
    String.raw`\b(?:iban|rib|swift)\b`,
  ),
  sign(
    'urgent need',
    near(
      String.raw`\b(?:bloquee?|coincee?|detenue?|a l'hopital|douane|frais de (?:douane|visa|dossier)|billet d'avion|factures? (?:medicales|d'hopital)|frais medicaux|heritage|urgente?|urgence)\b`,
      String.raw`\b(?:argent|payer|frais|fonds|envoie|envoyer|envoyez|aide-moi|pret|prete-moi)\b`,
      60,
    ),
    near(
      String.raw`\b(?:argent|fonds|envoie|envoyez|virement)\b`,
      String.raw`\b(?:urgent|urgence|tout de suite|immediatement|au plus vite|des que possible|aujourd'hui meme)\b`,
      60,
    ),
  ),
];
