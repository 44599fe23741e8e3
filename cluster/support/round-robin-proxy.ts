import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoadBalancer {
  url: string;
  /** Which: HAProxy (support/haproxy.ts), or this file's proxy where HAProxy is not installed. */
  kind: 'haproxy' | 'node';
  /** Stops sending to a copy (as a load balancer does once its health check fails). */
  remove(target: string): void;
  close(): Promise<void>;
}

/**
 * A load balancer for the cluster test: each request goes to the next copy in turn, so a shopper's
 * consecutive calls land on different copies. It adds the client's address to X-Forwarded-For as a real
 * proxy does (the copies trust it with TRUST_PROXY), names the copy that answered in `x-served-by`, and
 * sends a request that a copy refused to connect (killed) to the next one, as HAProxy's retries do. A request
 * a copy took and then died on is answered 502, never sent again: it may have been done.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<LoadBalancer> {
  const live = [...targets];
  let next = 0;

  function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, triesLeft: number) {
    const target = live[next++ % live.length]!;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target });
        // A copy killed while it sends its answer resets the connection; the client then sees its reply cut
        // short, as behind a real load balancer (without this handler the reset is an uncaught error).
        answer.on('error', () => response.destroy());
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return response.destroy();
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) return forward(request, response, body, triesLeft - 1);
      response.writeHead(502).end();
    });
    upstream.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, response, Buffer.concat(chunks), live.length));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    kind: 'node',
    remove(target) {
      const index = live.indexOf(target);
      if (index >= 0 && live.length > 1) live.splice(index, 1);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
