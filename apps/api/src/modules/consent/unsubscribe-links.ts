import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { loadOrCreateSecret } from '../../lib/local-secret';

/*
 * The one-click unsubscribe of marketing e-mails (RFC 8058; docs/product/your-data.md, "Consent"). A link is the
 * customer's id and an HMAC-SHA256 of it under a server secret: nothing is stored, any number of e-mails can carry
 * it, and no one can make one for another customer without the secret. The purpose is signed with the id, so a
 * signature made by the same secret for anything else is never taken for an unsubscribe.
 */

const PURPOSE = 'durio/marketing-unsubscribe/v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const localSecrets = new Map<string, string>();

/** UNSUBSCRIBE_SECRET, else one generated once into DATA_DIR/keys (one copy of the shop only: docs/deploy.md). */
export function unsubscribeSecret(config: Pick<Config, 'unsubscribeSecret' | 'dataDir'>): string {
  if (config.unsubscribeSecret) return config.unsubscribeSecret;
  let secret = localSecrets.get(config.dataDir);
  if (!secret) {
    secret = loadOrCreateSecret('unsubscribe-secret', config.dataDir);
    localSecrets.set(config.dataDir, secret);
  }
  return secret;
}

function signatureOf(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE + userId).digest();
}

/** `<user id>.<signature>`: the token of a customer's unsubscribe link, the same in every e-mail. */
export function signUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signatureOf(secret, userId).toString('base64url')}`;
}

/** The customer a token was made for, or null when it was not made with this secret (forged, altered, cut). */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) return null;
  const presented = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, userId);
  // Compared in constant time, so the time taken tells nothing of how much of a guess was right.
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  // base64url decoding skips characters it does not know: only the signature's one spelling is a token.
  if (presented.toString('base64url') !== signature) return null;
  return userId;
}

/** The address of a customer's unsubscribe link: a GET shows a confirmation page, a POST unsubscribes (RFC 8058). */
export function unsubscribeLink(options: { publicUrl: string; secret: string }, userId: string): string {
  return `${options.publicUrl}/api/v1/unsubscribe/${signUnsubscribeToken(options.secret, userId)}`;
}

/**
 * The headers every marketing e-mail to a customer carries (RFC 2369 and RFC 8058): a mail program's own
 * "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the link, without opening a page. Order e-mails are
 * not marketing and carry none (docs/product/your-data.md).
 */
export function marketingUnsubscribeHeaders(
  options: { publicUrl: string; secret: string },
  userId: string,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } {
  return {
    'List-Unsubscribe': `<${unsubscribeLink(options, userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
