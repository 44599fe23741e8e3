import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { marketingConsentWording } from './marketing-consent';

describe('marketingConsentWording', () => {
  it('says in every language that the customer can stop at any time', () => {
    expect(marketingConsentWording.en).toBe("Send me news of the season's harvests and offers by e-mail. You can stop at any time.");
    for (const language of languages) expect(marketingConsentWording[language].trim().length, language).toBeGreaterThan(20);
  });

  it('puts no space between Chinese characters and digits or Latin letters', () => {
    expect(marketingConsentWording.zh).not.toMatch(/[\u4e00-\u9fff]\s+[\w]|[\w]\s+[\u4e00-\u9fff]/);
  });
});
