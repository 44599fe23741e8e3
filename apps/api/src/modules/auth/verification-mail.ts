import type { Language } from '@durio/shared/languages';
import type { Tx } from '../../db/client';
import { verifyEmailMail } from '../../mail/emails/verify-email';
import { enqueueMail } from '../../mail/outbox';
import { getShopContact } from '../settings/public';
import { newEmailToken, storeEmailToken } from './email-tokens';

/**
 * Stores a new account's verification link and queues its e-mail in the transaction that made the account, so an
 * account never exists without its link (docs/product/accounts-and-tokens.md). The link opens this API, which marks
 * the address verified and sends the shopper on to the web app.
 */
export async function queueEmailVerification(
  tx: Tx,
  account: { userId: string; email: string; name: string; language: Language },
  opts: { publicUrl: string; now: Date },
): Promise<void> {
  const { token, tokenHash } = newEmailToken();
  await storeEmailToken(tx, { userId: account.userId, purpose: 'verify-email', tokenHash, now: opts.now });
  await enqueueMail(
    tx,
    await verifyEmailMail(
      { to: account.email, language: account.language, shop: await getShopContact(tx) },
      { name: account.name, link: `${opts.publicUrl}/api/v1/auth/verify-email?token=${token}` },
    ),
  );
}
