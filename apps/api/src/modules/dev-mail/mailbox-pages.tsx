import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StoredMail } from '../../mail/mail-folder';
import { formatShopTime } from '../../mail/shop-time';

/*
 * The dev mailbox's pages, written by React like the e-mails themselves: whatever a message holds (a subject with
 * markup, a link with quotes) is escaped by React, never by hand.
 */

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Every web address in a text, in order. */
export function findLinks(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** A text with its web addresses clickable. */
function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    parts.push(text.slice(last, match.index), <a key={match.index} href={url}>{url}</a>);
    last = match.index + url.length;
  }
  parts.push(text.slice(last));
  return parts;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; color: #1c1917; margin: 0; background: #fafaf9; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
  a { color: #3f6212; }
  a:focus-visible { outline: 3px solid #3f6212; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  caption { text-align: left; padding: 8px 0; color: #57534e; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e7e5e4; vertical-align: top; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #e7e5e4; padding: 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  iframe { width: 100%; height: 480px; border: 1px solid #e7e5e4; background: #fff; }
`;

function page(title: string, body: ReactNode): string {
  return (
    '<!doctype html>\n' +
    renderToStaticMarkup(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
          {/* A constant of this file, not a message's content. */}
          <style dangerouslySetInnerHTML={{ __html: STYLE }} />
        </head>
        <body>
          <main>{body}</main>
        </body>
      </html>,
    )
  );
}

const Time = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatShopTime(new Date(iso))}</time>;

export function renderMailboxPage(mails: StoredMail[]): string {
  const intro = (
    <>
      <h1>Dev mailbox</h1>
      <p>Mail this server wrote to DATA_DIR/mail instead of sending it (outside production, without SMTP_URL). Newest first.</p>
    </>
  );
  if (mails.length === 0)
    return page(
      'Dev mailbox · Durio',
      <>
        {intro}
        <p>No mail yet.</p>
      </>,
    );
  return page(
    'Dev mailbox · Durio',
    <>
      {intro}
      <table>
        <caption>{`${mails.length} message${mails.length === 1 ? '' : 's'}`}</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">To</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {mails.map((m) => (
            <tr key={m.id}>
              <td>
                <a href={`/dev/mail/${m.id}`}>{m.subject}</a>
              </td>
              <td>{m.to}</td>
              <td>
                <Time iso={m.date} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>,
  );
}

export function renderMessagePage(mail: StoredMail): string {
  return page(
    `${mail.subject} · Dev mailbox`,
    <>
      <p>
        <a href="/dev/mail">Back to all mail</a>
      </p>
      <h1>{mail.subject}</h1>
      <dl>
        <dt>From</dt>
        <dd>{mail.from}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Date</dt>
        <dd>
          <Time iso={mail.date} />
        </dd>
      </dl>
      <h2>Text version</h2>
      <pre>{linkify(mail.text)}</pre>
      {mail.html && (
        <>
          <h2>HTML version</h2>
          {/* Sandboxed: the message's HTML runs no script; its links may still open on a click. */}
          <iframe
            title="HTML version of the message"
            src={`/dev/mail/${mail.id}/html`}
            sandbox="allow-popups allow-top-navigation-by-user-activation"
          />
        </>
      )}
      <p>
        <a href={`/dev/mail/${mail.id}/raw`} download={`${mail.id}.eml`}>
          Download the message (.eml)
        </a>
      </p>
    </>,
  );
}
