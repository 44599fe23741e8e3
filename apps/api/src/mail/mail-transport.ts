import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import { createMailFolder } from './mail-folder';

export interface MailMessage {
  /** The outbox row id; also the file name in the dev mailbox. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Headers of its own (an alert's List-Unsubscribe); null for most mail. */
  headers: Record<string, string> | null;
}

/** Hands one message on; throws when it could not (the dispatcher then retries it later). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * The message as nodemailer composes it. Its Message-ID comes from its outbox row: the outbox sends at least
 * once (a copy that dies between the SMTP server's acceptance and marking the row sent leaves it to be sent
 * again), and a second sending of the same row carries the same id, so mail systems and audits can tell it
 * is one message.
 */
function composed(m: MailMessage) {
  const domain = /@([^>\s]+)>?\s*$/.exec(m.from)?.[1] ?? 'durio.my';
  return {
    messageId: `<${m.id}@${domain}>`,
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? undefined,
    headers: m.headers ?? undefined,
  };
}

/** An unreachable or stalled SMTP server must fail the attempt quickly; the outbox retries it. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com, or smtp://…?ignoreTLS=true). */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(m) {
      await transporter.sendMail(composed(m));
    },
  };
}

/** Writes each message into DATA_DIR/mail (a .eml file and its JSON index entry) instead of sending it. */
export function createFileTransport(dir: string): MailTransport {
  const folder = createMailFolder(dir);
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await composer.sendMail(composed(m));
      const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      await folder.write({ ...m, date: new Date().toISOString() }, raw);
    },
  };
}

export const mailFolderPath = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'mail');

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createFileTransport(mailFolderPath(config));
}
