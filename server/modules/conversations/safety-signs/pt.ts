import { near, sign, type SafetySign } from './sign.ts';

/** Portuguese, read without accents (`cartão` is `cartao`); Pix is Brazil's instant transfer. */
const ask = String.raw`\b(?:me (?:envia|envie|manda|mande|empresta|empreste|da|de|transfere|transfira)|envia-me|manda-me|empresta-me|envie|mande|empreste|transfira|preciso de|(?:voce )?(?:pode|poderia)(?: me)? (?:enviar|mandar|emprestar|transferir|dar)|paga pra mim)\b`;
const money = String.raw`\b(?:dinheiro|grana|fundos)\b|[$€]\s?\d|\b\d+\s?(?:€|\$|(?:reais|dolares|euros)\b)`;

export const PORTUGUESE: SafetySign[] = [
  sign('money request', near(ask, money), String.raw`\b(?:me )?(?:manda|mande|faz|faca|envia|envie)(?: um)? pix\b`),
  sign(
    'gift cards',
    near(
      String.raw`\b(?:cart(?:ao|oes) (?:de )?(?:presente|itunes|google play|steam|amazon|apple)|vale-presente|vale presente|gift ?cards?)\b`,
      String.raw`\b(?:compra|comprar|compre|envia|envie|manda|mande|codigos?|foto|raspa)\b`,
    ),
    near(
      String.raw`\b(?:compra|compre|comprar|me manda|me envia)\b`,
      String.raw`\b(?:cart(?:ao|oes) (?:de )?(?:presente|itunes|google play|steam)|vale-presente|gift ?cards?)\b`,
    ),
  ),
  sign(
    'cryptocurrency',
    near(
      String.raw`\b(?:bitcoin|btc|ethereum|usdt|cripto(?:moedas?)?|carteira digital)\b`,
      String.raw`\b(?:envia|envie|manda|mande|invist\w*|investimento|compra|compre|transfir\w*|deposit\w*|plataforma|lucros?|rendimentos?)\b`,
      50,
    ),
    near(
      String.raw`\b(?:envia|envie|manda|mande|invista|investir|compre|transfira|deposite)\b`,
      String.raw`\b(?:bitcoin|btc|ethereum|usdt|cripto(?:moedas?)?)\b`,
    ),
  ),
  sign(
    'bank or transfer details',
    String.raw`\b(?:sua|seu|suas|seus|minha|meu) (?:conta bancaria|numero (?:da|de) (?:conta|cartao)|dados bancarios|agencia e conta|iban|senha do banco|pin)\b`,
    String.raw`\b(?:iban|swift|chave pix)\b`,
  ),
  sign(
    'urgent need',
    near(
      String.raw`\b(?:pres[oa]|detid[oa]|retid[oa]|no hospital|alfandega|taxa de visto|passagem aerea|contas? (?:do hospital|medicas)|despesas medicas|heranca|urgente(?:mente)?|emergencia)\b`,
      String.raw`\b(?:dinheiro|pagar|taxa|fundos|envia|envie|manda|mande|me ajuda|ajude-me|emprest\w*)\b`,
      60,
    ),
    near(
      String.raw`\b(?:dinheiro|fundos|envia|envie|manda|mande|pix)\b`,
      String.raw`\b(?:urgente(?:mente)?|agora mesmo|imediatamente|o mais rapido possivel|hoje ainda)\b`,
      60,
    ),
  ),
];
