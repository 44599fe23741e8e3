import { intlLocale, type Language } from '@durio/shared/languages';
import { formatRm } from '@durio/shared/money';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/lib/i18n';
import { commonTextsIn } from '../../../test-support/common-texts';
import { chargeText, lineTotalText, statedPrice, weightRangeText, type PriceFormats, type PricedProduct } from './price-texts';

/** The `common` texts of `language` as the app says them, with its money and number formats. */
function textsIn(language: Language): { t: Translate<'common'>; formats: PriceFormats } {
  const { t, number } = commonTextsIn(language);
  return { t, formats: { rm: (rm) => formatRm(rm, intlLocale[language]), number } };
}

const musangKingByWeight: PricedProduct = { price: 68, salePrice: null, pricedBy: 'kg', weight: 2.4, minWeight: 1.8 };
const d24BoxPerUnit: PricedProduct = { price: 45, salePrice: 39.9, pricedBy: 'unit', weight: 0.5, minWeight: null };

describe('a weight-priced fruit', () => {
  const { t, formats } = textsIn('en');

  it('states its price per kg, in words a screen reader says', () => {
    expect(statedPrice(musangKingByWeight, 68, t, formats)).toEqual({ shown: 'RM 68.00/kg', spoken: 'RM 68.00 per kilogram' });
  });

  it("says one fruit's weight range", () => {
    expect(weightRangeText(musangKingByWeight, t, formats)).toBe('About 1.8–2.4 kg a fruit');
    expect(weightRangeText({ ...musangKingByWeight, minWeight: 2.4 }, t, formats)).toBe('About 2.4 kg a fruit');
  });

  it('says it is charged at the top of its range now, and refunded the difference after weighing', () => {
    expect(chargeText(musangKingByWeight, 'long', t, formats)).toBe(
      'You pay at most RM 163.20 a fruit now; the difference is refunded after weighing',
    );
    expect(chargeText(musangKingByWeight, 'short', t, formats)).toBe('Pay at most RM 163.20 a fruit now');
  });

  it('is charged its sale price per kg when it has one', () => {
    const onSale = { ...musangKingByWeight, salePrice: 60 };
    expect(statedPrice(onSale, 60, t, formats).shown).toBe('RM 60.00/kg');
    expect(chargeText(onSale, 'short', t, formats)).toBe('Pay at most RM 144.00 a fruit now');
  });

  it('has a line total that is at most', () => {
    expect(lineTotalText(musangKingByWeight, 326.4, t, formats)).toBe('At most RM 326.40');
  });
});

describe('a product priced per unit', () => {
  const { t, formats } = textsIn('en');

  it('states its price alone, with no weight range or charge to explain', () => {
    expect(statedPrice(d24BoxPerUnit, 39.9, t, formats)).toEqual({ shown: 'RM 39.90', spoken: 'RM 39.90' });
    expect(weightRangeText(d24BoxPerUnit, t, formats)).toBeNull();
    expect(chargeText(d24BoxPerUnit, 'long', t, formats)).toBeNull();
    expect(lineTotalText(d24BoxPerUnit, 79.8, t, formats)).toBe('RM 79.80');
  });
});

describe('in Malay and Chinese', () => {
  it('says the price sekilo and 每公斤', () => {
    const ms = textsIn('ms');
    const zh = textsIn('zh');
    expect(statedPrice(musangKingByWeight, 68, ms.t, ms.formats).shown).toBe('RM 68.00 sekilo');
    expect(statedPrice(musangKingByWeight, 68, zh.t, zh.formats).shown).toBe('每公斤 RM 68.00');
  });

  it('says the weight and the charge', () => {
    const ms = textsIn('ms');
    const zh = textsIn('zh');
    expect(weightRangeText(musangKingByWeight, ms.t, ms.formats)).toBe('Kira-kira 1.8–2.4 kg sebiji');
    expect(chargeText(musangKingByWeight, 'long', ms.t, ms.formats)).toBe(
      'Anda bayar paling banyak RM 163.20 sebiji sekarang; bakinya dibayar balik selepas ditimbang',
    );
    expect(weightRangeText(musangKingByWeight, zh.t, zh.formats)).toBe('每颗约1.8–2.4公斤');
    expect(chargeText(musangKingByWeight, 'long', zh.t, zh.formats)).toBe('现在每颗最多付 RM 163.20，称重后退还差额');
  });
});
