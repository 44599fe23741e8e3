import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on `port` (0: any free one) that keeps every message it is given. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // Once it listens, an error is a client that went away mid-session (a copy of the shop killed while it sends
  // mail): the server carries on, as a real one does. Without a listener the reset would be an uncaught error.
  let listening = false;
  await new Promise<void>((resolve, reject) => {
    server.on('error', (error) => {
      if (!listening) reject(error);
    });
    server.listen(port, '127.0.0.1', () => {
      listening = true;
      resolve();
    });
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
