import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/enums.ts';
import { SAFETY_SIGNS, safetySignsIn, signsOfList } from './safety-signs.ts';
import type { SafetySign } from './safety-signs/sign.ts';

/**
 * D29, D44: each language's list catches every kind of sign in its own language (true hits), and
 * no list flags an ordinary sentence of any language about money, church or a hospital visit
 * (false hits): "I gave money to the church fund" is not a request.
 */
const LISTS: Record<Language, { hits: [string, SafetySign['name']][]; misses: string[] }> = {
  en: {
    hits: [
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
    ],
    misses: [
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
    ],
  },
  es: {
    hits: [
      ['¿Me puedes enviar 500 dólares para el alquiler? Te los devuelvo.', 'money request'],
      ['Necesito dinero para mi madre, ¿me ayudas?', 'money request'],
      ['Cómprame tarjetas de regalo de Amazon y mándame los códigos.', 'gift cards'],
      ['Conozco una plataforma de bitcoin con grandes ganancias, invierte conmigo.', 'cryptocurrency'],
      ['¿Cuál es tu número de cuenta? Quiero mandarte algo.', 'bank or transfer details'],
      ['Estoy atrapado en la aduana y tengo que pagar una multa, ayúdame.', 'urgent need'],
      ['Mi hija está en el hospital y necesito que me mandes dinero urgentemente.', 'urgent need'],
    ],
    misses: [
      'Di dinero al fondo de la iglesia el domingo pasado.',
      'Estoy ahorrando dinero para un viaje a Israel el año que viene.',
      'Trabajo en un banco del centro de la ciudad.',
      'Visitamos a los ancianos en el hospital con el coro, fue precioso.',
      '¿Te gustaría tomar un café después del culto? ¡Yo invito!',
      'Leí un artículo sobre bitcoin, me parece complicado.',
    ],
  },
  pt: {
    hits: [
      ['Você pode me enviar 500 reais para o aluguel? Eu te pago de volta.', 'money request'],
      ['Me manda um pix hoje, por favor.', 'money request'],
      ['Compre cartões de presente da Amazon e me manda os códigos.', 'gift cards'],
      ['Conheço uma plataforma de bitcoin com ótimos lucros, invista comigo.', 'cryptocurrency'],
      ['Qual é o seu número da conta? Quero te mandar uma coisa.', 'bank or transfer details'],
      ['Estou preso na alfândega e preciso pagar uma taxa, me ajuda.', 'urgent need'],
      ['Minha filha está no hospital, mande dinheiro urgente.', 'urgent need'],
    ],
    misses: [
      'Dei dinheiro para o fundo da igreja no domingo passado.',
      'Estou economizando dinheiro para uma viagem a Israel no ano que vem.',
      'Trabalho em um banco no centro da cidade.',
      'Visitamos os idosos no hospital com o coral, foi lindo.',
      'Você gostaria de tomar um café depois do culto? Eu pago!',
      'Li um artigo sobre bitcoin, parece complicado.',
    ],
  },
  fr: {
    hits: [
      ['Peux-tu m’envoyer 500 euros pour le loyer ? Je te rembourserai.', 'money request'],
      ['J’ai besoin d’argent pour ma mère, tu peux m’aider ?', 'money request'],
      ['Achète-moi des cartes cadeaux iTunes et envoie-moi les codes.', 'gift cards'],
      ['Je connais une plateforme bitcoin avec de gros rendements, investis avec moi.', 'cryptocurrency'],
      ['Quel est ton numéro de compte ? Je veux t’envoyer quelque chose.', 'bank or transfer details'],
      ['Je suis bloqué à la douane et je dois payer des frais, aide-moi.', 'urgent need'],
      ['Ma fille est à l’hôpital, envoie de l’argent tout de suite.', 'urgent need'],
    ],
    misses: [
      'J’ai donné de l’argent au fonds de l’église dimanche dernier.',
      'J’économise de l’argent pour un voyage en Israël l’année prochaine.',
      'Je travaille dans une banque au centre-ville.',
      'Nous avons rendu visite aux personnes âgées à l’hôpital avec la chorale.',
      'Veux-tu prendre un café après le culte ? C’est moi qui invite !',
      'J’ai lu un article sur le bitcoin, ça me paraît compliqué.',
    ],
  },
  it: {
    hits: [
      ['Mi puoi mandare 500 euro per l’affitto? Te li restituisco.', 'money request'],
      ['Ho bisogno di soldi per mia madre, mi aiuti?', 'money request'],
      ['Comprami delle carte regalo Amazon e mandami i codici.', 'gift cards'],
      ['Conosco una piattaforma di bitcoin con ottimi guadagni, investi con me.', 'cryptocurrency'],
      ['Qual è il tuo IBAN? Voglio mandarti una cosa.', 'bank or transfer details'],
      ['Sono bloccato alla dogana e devo pagare una tassa, aiutami.', 'urgent need'],
      ['Mia figlia è in ospedale, mandami soldi subito.', 'urgent need'],
    ],
    misses: [
      'Ho dato dei soldi al fondo della chiesa domenica scorsa.',
      'Sto risparmiando soldi per un viaggio in Israele l’anno prossimo.',
      'Lavoro in una banca in centro città.',
      'Siamo andati a trovare gli anziani in ospedale con il coro.',
      'Ti andrebbe un caffè dopo la funzione? Offro io!',
      'Ho letto un articolo sul bitcoin, mi sembra complicato.',
    ],
  },
  de: {
    hits: [
      ['Kannst du mir 500 Euro für die Miete schicken? Ich zahle es zurück.', 'money request'],
      ['Ich brauche Geld für meine Mutter, hilfst du mir?', 'money request'],
      ['Kauf mir Google-Play-Karten und schick mir die Codes.', 'gift cards'],
      ['Ich kenne eine Bitcoin-Plattform mit hoher Rendite, investiere mit mir.', 'cryptocurrency'],
      ['Wie lautet deine Kontonummer? Ich will dir etwas schicken.', 'bank or transfer details'],
      ['Ich sitze am Zoll fest und muss eine Gebühr bezahlen, hilf mir.', 'urgent need'],
      ['Meine Tochter liegt im Krankenhaus, schick mir sofort Geld.', 'urgent need'],
    ],
    misses: [
      'Ich habe letzten Sonntag Geld für den Kirchenfonds gegeben.',
      'Ich spare Geld für eine Reise nach Israel im nächsten Jahr.',
      'Ich arbeite bei einer Bank in der Innenstadt.',
      'Wir haben mit dem Chor die alten Menschen im Krankenhaus besucht.',
      'Möchtest du nach dem Gottesdienst einen Kaffee trinken? Ich lade dich ein!',
      'Ich habe einen Artikel über Bitcoin gelesen, das klingt kompliziert.',
    ],
  },
  ja: {
    hits: [
      ['家賃のために５万円を送ってくれませんか？必ず返します。', 'money request'],
      ['母のためにお金を貸してください。', 'money request'],
      ['アマゾンギフトカードを買って、番号を送ってください。', 'gift cards'],
      ['仮想通貨の取引所で一緒に投資しませんか？必ず儲かります。', 'cryptocurrency'],
      ['あなたの口座番号を教えてください。', 'bank or transfer details'],
      ['空港で足止めされて、税関に払うお金が必要です。助けてください。', 'urgent need'],
      ['娘が入院しました。至急お金を送ってください。', 'urgent need'],
    ],
    misses: [
      '先週の日曜日、教会の基金にお金を献金しました。',
      '来年のイスラエル旅行のためにお金を貯めています。',
      '私は市内の銀行で働いています。',
      '聖歌隊と一緒に病院でお年寄りを訪問しました。',
      '礼拝のあとでお茶でもいかがですか？ごちそうします！',
      'ビットコインの記事を読みましたが、難しそうです。',
    ],
  },
  zh: {
    hits: [
      ['你能借我5000块钱交房租吗？我会还你的。', 'money request'],
      ['请转点钱给我，我妈妈病了。', 'money request'],
      ['帮我买几张苹果礼品卡，把卡号拍照发给我。', 'gift cards'],
      ['我知道一个比特币平台收益很高，跟我一起投资吧。', 'cryptocurrency'],
      ['把你的银行卡号告诉我，我给你寄东西。', 'bank or transfer details'],
      ['我被困在海关，要交关税，求你帮帮我。', 'urgent need'],
      ['我女儿住院了，急需一笔钱，请马上汇款。', 'urgent need'],
    ],
    misses: [
      '上周日我给教会基金捐了钱。',
      '我在为明年去以色列的旅行存钱。',
      '我在市中心的一家银行工作。',
      '我们和唱诗班一起去医院探望了老人。',
      '礼拜结束后一起喝杯咖啡好吗？我请客！',
      '我读了一篇关于比特币的文章，觉得很复杂。',
    ],
  },
};

describe.each(Object.entries(LISTS))('the safety signs in %s (D29, D44)', (language, { hits, misses }) => {
  const own = SAFETY_SIGNS[language as Language];

  it('has a true hit for every kind of sign', () => {
    const kinds = new Set(hits.map(([, name]) => name));
    expect([...kinds].sort()).toEqual([
      'bank or transfer details',
      'cryptocurrency',
      'gift cards',
      'money request',
      'urgent need',
    ]);
  });

  it.each(hits)('its own list flags %j as %s', (text, name) => {
    expect(signsOfList(own, text)).toContain(name);
  });

  it.each(misses)('no list flags %j', (text) => {
    expect(safetySignsIn(text)).toEqual([]);
  });
});

describe('the safety guard reads every message against every list (D44)', () => {
  it('flags a Spanish request whatever language the writer uses the product in', () => {
    expect(safetySignsIn('¿Me puedes enviar 300 euros? Es urgente.')).toContain('money request');
  });

  it('reads a message with or without accents, in any case, and with full-width digits alike', () => {
    expect(safetySignsIn('NECESITO DINERO, ENVÍAME 200 DÓLARES')).toContain('money request');
    expect(safetySignsIn('necesito dinero, enviame 200 dolares')).toContain('money request');
    expect(signsOfList(SAFETY_SIGNS.ja, '１０万円を振り込んでください')).toContain('money request');
  });
});
