import { near, sign, type SafetySign } from './sign.ts';

/**
 * Japanese: no spaces between words, so no `\b`; the request is in the verb that follows the
 * money (`お金を送って`, `貸してください`), full-width digits already plain (`５万円` is `5万円`).
 */
const money = String.raw`お金|おかね|現金|\d+\s?(?:万|千)?\s?円|[$¥€]\s?\d|\d+\s?ドル`;
const ask = String.raw`送って|おくって|貸して|かして|振り込んで|ふりこんで|振込んで|払って|はらって|送金して|立て替えて|用意して|をください|を下さい`;

export const JAPANESE: SafetySign[] = [
  sign('money request', near(money, ask, 20), near('(?:送金|仕送り|振り込み|振込)', '(?:して|お願い|頼み)', 10)),
  sign(
    'gift cards',
    near(
      String.raw`ギフトカード|ギフト券|アマゾンギフト|amazonギフト|itunesカード|google\s?playカード|グーグルプレイカード|プリペイドカード|ウェブマネー|webmoney`,
      '買って|かって|購入して|送って|番号|コード|写真|削って',
      30,
    ),
  ),
  sign(
    'cryptocurrency',
    near(
      String.raw`ビットコイン|仮想通貨|暗号資産|暗号通貨|btc|usdt|イーサリアム|ウォレット`,
      '送って|送金して|投資(?:して|しよう|しません|すれば)|買って|購入して|振り込|入金して|取引所|プラットフォーム|儲か|稼げ|利益が',
      40,
    ),
  ),
  sign(
    'bank or transfer details',
    '口座番号|暗証番号|振込先|カード番号|口座情報',
    near('銀行口座|口座', '教えて|おしえて|ください|下さい', 15),
  ),
  sign(
    'urgent need',
    near(
      '足止め|立ち往生|拘束|逮捕|入院|病院|税関|関税|ビザ(?:代|の費用)|航空券|飛行機のチケット|治療費|医療費|入院費|手術代|遺産|至急|緊急',
      String.raw`(?:お金|送金|費用|\d+\s?(?:万|千)?\s?円|ドル)[^。.!?\n]{0,15}(?:送って|貸して|振り込んで|払って|必要|助けて|ください)|助けて|貸して|送金して`,
      40,
    ),
    near(String.raw`お金|送金|\d+\s?(?:万|千)?\s?円`, '至急|今すぐ|すぐに|急いで|今日中', 30),
    near('至急|今すぐ|すぐに|急いで|今日中に', 'お金|送金|振り込', 30),
  ),
];
