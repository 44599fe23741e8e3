import net from 'node:net';

/**
 * A TCP relay to a server (Redis, PostgreSQL) that a test can cut and restore, as a network fault or the server's
 * restart would: cutting drops every open connection and refuses new ones; restoring listens on the same port again.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}
