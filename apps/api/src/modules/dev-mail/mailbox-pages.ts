import { escapeHtml, formatShopTime } from '../../mail/templates';
import type { StoredMail } from '../../mail/mail-folder';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Every web address in a text, in order. */
export function findLinks(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** Escapes a text and makes its web addresses clickable. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
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

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body></html>`,
  ].join('\n');
}

const time = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(formatShopTime(new Date(iso)))}</time>`;

export function renderMailboxPage(mails: StoredMail[]): string {
  const intro =
    '<h1>Dev mailbox</h1><p>Mail this server wrote to DATA_DIR/mail instead of sending it (outside production, without SMTP_URL). Newest first.</p>';
  if (mails.length === 0) return page('Dev mailbox · Durio', `${intro}<p>No mail yet.</p>`);
  const rows = mails
    .map(
      (m) =>
        `<tr><td><a href="/dev/mail/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td>` +
        `<td>${escapeHtml(m.to)}</td><td>${time(m.date)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Dev mailbox · Durio',
    `${intro}<table><caption>${mails.length} message${mails.length === 1 ? '' : 's'}</caption>` +
      '<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Date</th></tr></thead>' +
      `<tbody>${rows}</tbody></table>`,
  );
}

export function renderMessagePage(mail: StoredMail): string {
  const id = escapeHtml(mail.id);
  const htmlPart = mail.html
    ? '<h2>HTML version</h2>' +
      // Sandboxed: the message's HTML runs no script; its links may still open on a click.
      `<iframe title="HTML version of the message" src="/dev/mail/${id}/html" sandbox="allow-popups allow-top-navigation-by-user-activation"></iframe>`
    : '';
  return page(
    `${mail.subject} · Dev mailbox`,
    '<p><a href="/dev/mail">Back to all mail</a></p>' +
      `<h1>${escapeHtml(mail.subject)}</h1>` +
      `<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to)}</dd>` +
      `<dt>Date</dt><dd>${time(mail.date)}</dd></dl>` +
      `<h2>Text version</h2><pre>${linkify(mail.text)}</pre>` +
      htmlPart +
      `<p><a href="/dev/mail/${id}/raw" download="${id}.eml">Download the message (.eml)</a></p>`,
  );
}
