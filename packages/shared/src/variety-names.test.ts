import { describe, expect, it } from 'vitest';
import { varietyIn, varietyOption } from './variety-names';

describe('variety names in every language (docs/translation-glossary.md)', () => {
  it('names a variety as Malaysians do in Chinese and Malay, keeping its code', () => {
    expect(varietyIn('Musang King D197', 'zh')).toBe('猫山王 D197');
    expect(varietyIn('Black Thorn D200', 'ms')).toBe('Duri Hitam D200');
    expect(varietyIn('Black Thorn D200', 'zh')).toBe('黑刺 D200');
    expect(varietyIn('Red Prawn D175', 'ms')).toBe('Udang Merah D175');
    expect(varietyIn('D24 Sultan', 'zh')).toBe('苏丹王 D24');
    expect(varietyIn('D24', 'zh')).toBe('苏丹王 D24');
    expect(varietyIn('Musang King D197', 'ms')).toBe('Musang King D197');
  });

  it('writes English, and a variety the glossary does not rename, as they are', () => {
    expect(varietyIn('Black Thorn D200', 'en')).toBe('Black Thorn D200');
    expect(varietyIn('XO', 'zh')).toBe('XO');
    expect(varietyIn('D101', 'ms')).toBe('D101');
    expect(varietyIn('D240 Hybrid', 'zh')).toBe('D240 Hybrid');
  });

  it('offers a renamed variety in a filter beside its English name', () => {
    expect(varietyOption('Black Thorn D200', 'ms')).toBe('Duri Hitam D200 (Black Thorn)');
    expect(varietyOption('Black Thorn', 'zh')).toBe('黑刺 Black Thorn');
    expect(varietyOption('Musang King D197', 'ms')).toBe('Musang King D197');
    expect(varietyOption('IOI', 'zh')).toBe('IOI');
    expect(varietyOption('D24', 'zh')).toBe('苏丹王 D24');
  });
});
