import { near, sign, type SafetySign } from './sign.ts';

/** Spanish, read without accents (`envíame` is `enviame`). */
const ask = String.raw`\b(?:enviame|enviarme|envia|enviar|mandame|mandarme|manda|transfiereme|transfiere|transferirme|prestame|prestarme|depositame|deposita|dame|necesito|pagame|ayudame con|(?:me )?(?:puedes|podrias|puede|podria) (?:enviar|mandar|prestar|dar|transferir|depositar)(?:me)?)\b`;
const money = String.raw`\b(?:dinero|plata|efectivo|fondos)\b|[$€]\s?\d|\b\d+\s?(?:€|\$|(?:dolares|euros|pesos|usd)\b)`;

export const SPANISH: SafetySign[] = [
  sign('money request', near(ask, money)),
  sign(
    'gift cards',
    near(
      String.raw`\btarjetas? (?:de )?(?:regalo|itunes|google play|steam|amazon|apple)\b`,
      String.raw`\b(?:compra(?:me|r)?|envia(?:me|r)?|manda(?:me|r)?|codigos?|foto|raspa)\b`,
    ),
    near(
      String.raw`\b(?:comprame|compra|comprar|enviame|mandame)\b`,
      String.raw`\btarjetas? (?:de )?(?:regalo|itunes|google play|steam|amazon)\b`,
    ),
  ),
  sign(
    'cryptocurrency',
    near(
      String.raw`\b(?:bitcoin|btc|ethereum|usdt|cripto(?:moneda)?s?|billetera|monedero)\b`,
      String.raw`\b(?:envia|enviame|manda|invierte|invertir|inversion|compra|transfiere|deposita|plataforma|ganancias|rendimientos?)\b`,
      50,
    ),
    near(
      String.raw`\b(?:envia|enviame|manda|invierte|invertir|compra|transfiere|deposita)\b`,
      String.raw`\b(?:bitcoin|btc|ethereum|usdt|cripto(?:moneda)?s?)\b`,
    ),
  ),
  sign(
    'bank or transfer details',
    String.raw`\b(?:tu|tus|mi|mis|su|sus) (?:cuenta bancaria|numero de (?:cuenta|tarjeta)|datos bancarios|clave bancaria|clabe|iban|pin)\b`,
    String.raw`\b(?:iban|swift|clabe|cbu)\b`,
  ),
  sign(
    'urgent need',
    near(
      String.raw`\b(?:atrapad[oa]|varad[oa]|detenid[oa]|arrestad[oa]|en el hospital|aduana|boleto de avion|billete de avion|pasaje|facturas? (?:medicas|del hospital)|gastos medicos|herencia|urgente(?:mente)?|emergencia)\b`,
      String.raw`\b(?:dinero|pagar|pagame|cuota|tarifa|fondos|envia(?:me)?|manda(?:me)?|ayudame|prestamo|presta(?:me)?)\b`,
      60,
    ),
    near(
      String.raw`\b(?:dinero|fondos|envia(?:me)?|manda(?:me)?|presta(?:me)?)\b`,
      String.raw`\b(?:urgente(?:mente)?|ahora mismo|inmediatamente|lo antes posible|hoy mismo)\b`,
      60,
    ),
  ),
];
