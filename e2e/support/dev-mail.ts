import { expect } from 'vitest';

/** An e-mail as the development mailbox (`/dev/mail.json`, NODE_ENV=development) shows it. */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The newest mail to `to` whose subject matches, once the shop's dispatcher has written it. */
export async function mailTo(baseUrl: string, to: string, subject: RegExp | string, timeout = 60_000): Promise<DevMail> {
  const matches = (mail: DevMail) => mail.to === to && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${baseUrl}/dev/mail.json`)).json()) as DevMail[];
        found = mails.find(matches);
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}
