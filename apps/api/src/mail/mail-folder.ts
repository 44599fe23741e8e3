import fs from 'node:fs';
import path from 'node:path';

/** One message as the file transport keeps it beside its .eml file, for the dev mailbox. */
export interface StoredMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  /** ISO time it was written. */
  date: string;
  text: string;
  html: string | null;
}

const ID = /^[0-9a-f-]{36}$/;

/** DATA_DIR/mail: every message as `<id>.eml` (the raw message) and `<id>.json` (its index entry). */
export function createMailFolder(dir: string) {
  async function write(mail: StoredMail, raw: Buffer): Promise<void> {
    if (!ID.test(mail.id)) throw new Error(`Invalid mail id ${mail.id}`);
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, `${mail.id}.eml`), raw);
    // Written last: a message is listed only once both files are complete.
    await fs.promises.writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(mail));
  }

  /** Every message, newest first. */
  async function list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(dir);
    } catch {
      return [];
    }
    const ids = names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length));
    const mails = (await Promise.all(ids.map(get))).filter((m): m is StoredMail => m !== null);
    return mails.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  }

  async function get(id: string): Promise<StoredMail | null> {
    // The id comes from a URL: only ids we write may become a file name.
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await fs.promises.readFile(path.join(dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return null;
    }
  }

  /** The message as sent (.eml), or null. */
  async function getRaw(id: string): Promise<Buffer | null> {
    if (!ID.test(id)) return null;
    try {
      return await fs.promises.readFile(path.join(dir, `${id}.eml`));
    } catch {
      return null;
    }
  }

  return { dir, write, list, get, getRaw };
}

export type MailFolder = ReturnType<typeof createMailFolder>;
