import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { intlLocale, type Language } from '@durio/shared/languages';
import { voucherRefusals } from '@durio/shared/vouchers';
import { describe, expect, it } from 'vitest';
import { formatCalendarDays, messageTranslator, type MessageValues } from './translate-message';

/** A stand-in catalogue: the Malay of each key, its values written in as ICU would. */
const malay: Record<string, string> = {
  'Product not found': 'Produk tidak ditemui',
  'This product is out of stock': 'Produk ini kehabisan stok',
  'Only {count} left in stock': 'Tinggal {count} sahaja dalam stok',
  '{name} is out of stock': '{name} kehabisan stok',
  '{name} has only {count} left in stock': '{name} tinggal {count} sahaja dalam stok',
  'Payment gateway error: {detail}': 'Ralat gerbang pembayaran: {detail}',
  'Payment gateway error: no response from Curlec': 'Ralat gerbang pembayaran: tiada respons daripada Curlec',
  'Invalid email address': 'Alamat e-mel tidak sah',
  'From {a} to {a}': 'Dari {a} ke {a}',
  'Your delivery was moved to {date}, {window}': 'Penghantaran anda dipindahkan ke {date}, {window}',
};

const say = (key: string, values: MessageValues) =>
  malay[key]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
const translate = messageTranslator(Object.keys(malay), say);

describe('messageTranslator', () => {
  it('says a known message', () => {
    expect(translate('Product not found')).toBe('Produk tidak ditemui');
  });

  it('leaves an unknown message as the server wrote it', () => {
    expect(translate('Something new went wrong')).toBe('Something new went wrong');
    expect(translate('')).toBe('');
  });

  it('is exact: a message that only looks like a known one is not translated', () => {
    expect(translate('product not found')).toBe('product not found');
    expect(translate('Product not found.')).toBe('Product not found.');
  });

  it('fills the values of a message with a varying part', () => {
    expect(translate('Musang King is out of stock')).toBe('Musang King kehabisan stok');
    expect(translate('Only 3 left in stock')).toBe('Tinggal 3 sahaja dalam stok');
    expect(translate('Black Thorn (D200) has only 12 left in stock')).toBe('Black Thorn (D200) tinggal 12 sahaja dalam stok');
  });

  it('keeps characters that mean something in a pattern as plain text', () => {
    expect(translate('Red Prawn (Udang Merah) $ [A+] is out of stock')).toBe('Red Prawn (Udang Merah) $ [A+] kehabisan stok');
  });

  it('prefers an exact key, then the most specific pattern', () => {
    expect(translate('Payment gateway error: no response from Curlec')).toBe(
      'Ralat gerbang pembayaran: tiada respons daripada Curlec',
    );
    expect(translate('Payment gateway error: card declined')).toBe('Ralat gerbang pembayaran: card declined');
    // '{name} has only {count} left in stock' must not be read as a name ending in 'has only 3 left…'.
    expect(translate('Musang King has only 2 left in stock')).toBe('Musang King tinggal 2 sahaja dalam stok');
  });

  it('matches a whole message only', () => {
    expect(translate('Sorry: Musang King is out of stock today')).toBe('Sorry: Musang King is out of stock today');
  });

  it('requires a value named twice to hold the same text', () => {
    expect(translate('From here to here')).toBe('Dari here ke here');
    expect(translate('From here to there')).toBe('From here to there');
  });

  it("translates a validation reply's field message and keeps its field", () => {
    expect(translate('body.email: Invalid email address')).toBe('body.email: Alamat e-mel tidak sah');
    expect(translate('querystring.q: Musang King is out of stock')).toBe('querystring.q: Musang King kehabisan stok');
    expect(translate('body.email: Something else')).toBe('body.email: Something else');
    expect(translate('Note: Invalid email address')).toBe('Note: Invalid email address');
  });

  it('reads values that span lines', () => {
    expect(translate('Durian\nKing is out of stock')).toBe('Durian\nKing kehabisan stok');
  });

  it('says the values as they were found when given no formatter', () => {
    expect(translate('Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe('Penghantaran anda dipindahkan ke 2027-05-12, 10:00–13:00');
  });

  it('writes each value with the formatter before saying it', () => {
    const seen: string[] = [];
    const formatting = messageTranslator(Object.keys(malay), say, (value) => {
      seen.push(value);
      return formatCalendarDays(value, (day) => `<${day}>`);
    });
    expect(formatting('Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe('Penghantaran anda dipindahkan ke <2027-05-12>, 10:00–13:00');
    expect(seen).toEqual(['2027-05-12', '10:00–13:00']);
    expect(formatting('body.date: Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe(
      'body.date: Penghantaran anda dipindahkan ke <2027-05-12>, 10:00–13:00',
    );
    // A value named twice is matched as found, then written.
    expect(formatting('From 2027-05-12 to 2027-05-12')).toBe('Dari <2027-05-12> ke <2027-05-12>');
    // A message it does not know stays as the server wrote it, its days too: it is English, not the page's language.
    expect(formatting('Closed on 2027-05-12')).toBe('Closed on 2027-05-12');
  });
});

describe('formatCalendarDays', () => {
  const mark = (text: string) => formatCalendarDays(text, (day) => `<${day}>`);

  it('writes each calendar day of a text', () => {
    expect(mark('2027-05-12')).toBe('<2027-05-12>');
    expect(mark('Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe('Your delivery was moved to <2027-05-12>, 10:00–13:00');
    expect(mark('From 2027-05-12 to 2027-05-14.')).toBe('From <2027-05-12> to <2027-05-14>.');
  });

  it('leaves what only holds a day-like part', () => {
    expect(mark('2027-05-12T10:00:00Z')).toBe('2027-05-12T10:00:00Z');
    expect(mark('12027-05-12 and 2027-05-123')).toBe('12027-05-12 and 2027-05-123');
    expect(mark('REF-2027-05-12-7')).toBe('REF-2027-05-12-7');
    expect(mark('Postcodes 50000–60999 overlap the zone KL')).toBe('Postcodes 50000–60999 overlap the zone KL');
    expect(mark('')).toBe('');
  });
});

describe('the errors catalogue', () => {
  const here = path.dirname(new URL(import.meta.url).pathname);
  /** A day as lib/format.ts's formatCalendarDay writes it for lib/api-messages.ts: the long day, in UTC. */
  const dayWriter = (language: Language) => {
    const format = new Intl.DateTimeFormat(intlLocale[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (text: string) => formatCalendarDays(text, (day) => format.format(new Date(`${day}T00:00:00Z`)));
  };
  /** translateMessage as lib/api-messages.ts builds it, over the real catalogue of `language`. */
  const translatorFor = (language: Language) => {
    const file = path.join(here, '..', 'locales', language, 'errors.json');
    const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    i18n.load(language, Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)])));
    i18n.activate(language);
    return messageTranslator(Object.keys(catalogue), (key, values) => i18n._(key, values), dayWriter(language));
  };
  const ms = translatorFor('ms');
  const zh = translatorFor('zh');
  const en = translatorFor('en');

  it('says the messages the API sends, with their varying parts', () => {
    expect(ms('Product not found')).toBe('Produk tidak ditemui');
    expect(ms('Musang King is out of stock')).toBe('Musang King kehabisan stok');
    expect(zh('Musang King has only 2 left in stock')).toBe('“Musang King”库存仅剩2件');
    expect(ms('Only 3 left in stock')).toBe('Tinggal 3 sahaja dalam stok');
    expect(zh('Payment gateway error: no answer from the gateway in time')).toBe('支付网关错误：支付网关未能及时响应');
    expect(ms('The test bank is not answering. Please try again in a moment.')).toBe('Bank ujian tidak menjawab. Sila cuba lagi sebentar lagi.');
    expect(zh('A picture may be at most 15 MB.')).toBe('图片不能超过15 MB。');
    expect(ms('This drop-off point has 3 open order to collect; deactivate it instead')).toBe(
      'Tempat pengambilan ini masih ada 3 pesanan yang belum diambil; nyahaktifkan sahaja tempat ini',
    );
    expect(ms('body.email: Invalid email address')).toBe('body.email: Alamat e-mel tidak sah');
    expect(zh('Too big: expected string to have <=200 characters')).toBe('太长：最多200个字符');
    expect(ms('1 of your 2 fruits did not drop before the harvest window ended: RM 188.32 goes back to your card')).toBe(
      '1 daripada 2 biji buah anda tidak gugur sebelum tempoh tuaian tamat: RM 188.32 dikembalikan ke kad anda',
    );
  });

  it('says the day a delivery was moved to in the page\'s language', () => {
    expect(ms('Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe('Penghantaran anda dipindahkan ke Rabu, 12 Mei 2027, 10:00–13:00');
    expect(zh('Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe('您的送货时间已改为2027年5月12日星期三，10:00–13:00');
    // English has no catalogue on the page: its message is the server's, with the day written out.
    expect(dayWriter('en')('Your delivery was moved to 2027-05-12, 10:00–13:00')).toBe(
      'Your delivery was moved to Wednesday, 12 May 2027, 10:00–13:00',
    );
  });

  it('says the delivery messages with their varying parts', () => {
    expect(ms('The 10:00–13:00 run has orders booked on coming days; set its capacity to 0 instead')).toBe(
      'Slot 10:00–13:00 sudah ditempah untuk hari akan datang: tetapkan kapasitinya kepada 0 dan bukannya membuangnya',
    );
    expect(zh('body.slots.0.endsAt: A run ends after it starts')).toBe('body.slots.0.endsAt: 时段的结束时间须晚于开始时间');
  });

  it("says why a voucher code cannot be used, the least spend's amount inside (docs/product/fees.md, \"Discounts\")", () => {
    expect(ms('This code is not valid')).toBe('Kod ini tidak sah');
    expect(zh('This code is not valid')).toBe('此优惠码无效');
    expect(ms('This code has expired')).toBe('Kod ini telah tamat tempoh');
    expect(zh('This code has been used up')).toBe('此优惠码已被用完');
    expect(ms('This code is for your first order only')).toBe('Kod ini hanya untuk pesanan pertama anda');
    expect(zh('This code takes nothing off this order')).toBe('此优惠码对本订单没有优惠');
    expect(ms('Spend at least RM 100.00 on the items this code is for to use it')).toBe(
      'Belanja sekurang-kurangnya RM 100.00 untuk item yang layak bagi kod ini untuk menggunakannya',
    );
    expect(zh('Spend at least RM 1,250.50 on the items this code is for to use it')).toBe('适用商品须满 RM 1,250.50 才能使用此优惠码');
    // 'This code is not valid yet' is a message of its own, not 'This code is not valid' with more after it.
    expect(ms('This code is not valid yet')).toBe('Kod ini belum boleh digunakan');
    expect(zh('body.code: Enter a code')).toBe('body.code: 请输入优惠码');
  });

  it('says every refusal of the voucher rule in Malay and Chinese', () => {
    for (const [name, message] of Object.entries(voucherRefusals)) {
      const sent = message.replace('{amount}', 'RM 80.00');
      expect(ms(sent), name).not.toBe(sent);
      expect(zh(sent), name).not.toBe(sent);
      expect(en(sent), name).toBe(sent);
    }
  });

  it('leaves English as the server wrote it', () => {
    expect(en('Musang King has only 2 left in stock')).toBe('Musang King has only 2 left in stock');
    expect(en('Cannot move order from PAID to DELIVERED. Allowed: PROCESSING, CANCELLED')).toBe(
      'Cannot move order from PAID to DELIVERED. Allowed: PROCESSING, CANCELLED',
    );
  });
});
