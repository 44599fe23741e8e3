import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './search-terms';

describe('toPrefixTsQuery', () => {
  it('makes every word a prefix term, all of them required', () => {
    expect(toPrefixTsQuery('Musa')).toBe('musa:*');
    expect(toPrefixTsQuery('  musang   KING ')).toBe('musang:* & king:*');
  });

  it('keeps only letters and digits, so typed tsquery syntax is plain text', () => {
    expect(toPrefixTsQuery('a:* | !b')).toBe('a:* & b:*');
    expect(toPrefixTsQuery(`'raub' & (king) <-> "x"`)).toBe('raub:* & king:* & x:*');
    expect(toPrefixTsQuery("'; drop table products; --")).toBe('drop:* & table:* & products:*');
    expect(toPrefixTsQuery('100%_natural')).toBe('(100:* | -100:*) & natural:*');
  });

  it('lets a word of digits match the signed number PostgreSQL stores after a hyphen (MK-01)', () => {
    expect(toPrefixTsQuery('MK-01')).toBe('mk:* & (01:* | -01:*)');
    expect(toPrefixTsQuery('D24')).toBe('d24:*');
  });

  it('keeps letters of every script and folds compatibility forms', () => {
    expect(toPrefixTsQuery('Café 奶香')).toBe('café:* & 奶香:*');
    expect(toPrefixTsQuery('ＭＵＳＡＮＧ')).toBe('musang:*');
  });

  it('reads Chinese as overlapping character pairs, all required, as the documents hold it (migration 0012)', () => {
    expect(toPrefixTsQuery('猫山王')).toBe('猫山:* & 山王:*');
    expect(toPrefixTsQuery('猫')).toBe('猫:*');
    expect(toPrefixTsQuery('猫山王，果肉')).toBe('猫山:* & 山王:* & 果肉:*');
    // Letters and digits joined to Chinese are a word of their own; a word of digits keeps its signed form.
    expect(toPrefixTsQuery('D24苏丹王')).toBe('d24:* & 苏丹:* & 丹王:*');
    expect(toPrefixTsQuery('苏丹王24')).toBe('苏丹:* & 丹王:* & (24:* | -24:*)');
    expect(toPrefixTsQuery('猫山王', 'A')).toBe('猫山:*A & 山王:*A');
    // A long sentence is looked up by its first 20 pairs.
    expect(toPrefixTsQuery('这款猫山王来自劳勿老树果肉金黄细腻苦中带甜余韵悠长令人回味无穷')?.split(' & ')).toHaveLength(20);
  });

  it("also finds a glossary word's English: the shop's things and the farms' places, by their Chinese names", () => {
    expect(toPrefixTsQuery('榴莲')).toBe('(榴莲:* | durian:*)');
    expect(toPrefixTsQuery('劳勿')).toBe('(劳勿:* | raub:*)');
    // Cut at the glossary's words, longest first; the text around them is read in pairs as before.
    expect(toPrefixTsQuery('劳勿榴莲')).toBe('(劳勿:* | raub:*) & (榴莲:* | durian:*)');
    expect(toPrefixTsQuery('浮罗山背红虾')).toBe('(浮罗:* & 罗山:* & 山背:* | balik:* & pulau:*) & 红虾:*');
    expect(toPrefixTsQuery('槟城', 'A')).toBe('(槟城:*A | penang:*A)');
  });

  it('leaves English and Malay words as they were', () => {
    expect(toPrefixTsQuery('durian lemak manis')).toBe('durian:* & lemak:* & manis:*');
    expect(toPrefixTsQuery('Raja Kunyit')).toBe('raja:* & kunyit:*');
  });

  it("asks for each word among the document's words of a weight when given one", () => {
    expect(toPrefixTsQuery('musang raub', 'A')).toBe('musang:*A & raub:*A');
    expect(toPrefixTsQuery('MK-01', 'A')).toBe('mk:*A & (01:*A | -01:*A)');
  });

  it('answers null when no word is left, and keeps to ten words', () => {
    expect(toPrefixTsQuery('%_!? ')).toBeNull();
    expect(toPrefixTsQuery('')).toBeNull();
    expect(toPrefixTsQuery('a b c d e f g h i j k l')?.split(' & ')).toHaveLength(10);
  });
});
