import { describe, expect, it } from 'vitest';
import { marketingUnsubscribeHeaders, signUnsubscribeToken, unsubscribeLink, verifyUnsubscribeToken } from './unsubscribe-links';

const secret = 'a test secret of at least thirty-two characters';
const userId = '0b5a4a3e-3f0e-4c1e-9d57-0c7f6b0b9a11';

describe('marketingUnsubscribeHeaders', () => {
  it('gives the List-Unsubscribe link of the customer and the one-click header of RFC 8058', () => {
    const headers = marketingUnsubscribeHeaders({ publicUrl: 'https://durio.my', secret }, userId);

    expect(headers).toEqual({
      'List-Unsubscribe': `<https://durio.my/api/v1/unsubscribe/${signUnsubscribeToken(secret, userId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(headers['List-Unsubscribe']).toBe(`<${unsubscribeLink({ publicUrl: 'https://durio.my', secret }, userId)}>`);
  });
});

describe('unsubscribe tokens', () => {
  it('names the customer they were signed for', () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, userId))).toBe(userId);
  });

  it('are refused when signed with another secret, for another customer, or altered', () => {
    const token = signUnsubscribeToken(secret, userId);
    const [, signature] = token.split('.');
    expect(verifyUnsubscribeToken('another secret of at least thirty-two chars', token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `1b5a4a3e-3f0e-4c1e-9d57-0c7f6b0b9a11.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${token}=`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.slice(0, -2))).toBeNull();
    expect(verifyUnsubscribeToken(secret, `${userId}.`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
  });
});
