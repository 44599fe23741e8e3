import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { freePort } from '../../apps/api/src/test-support/server-process';

/*
 * The fault drill's own PostgreSQL, Redis and S3 server: it stops and starts them, which it must never do to the
 * machine's own (the other suites run on those at the same time).
 */

const run = promisify(execFile);

/** A service the drill takes away and brings back, on the same address, with what it kept on disk. */
export interface StoppableService {
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Waits until something accepts connections on `port`. */
async function listening(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Debian keeps PostgreSQL's programs out of PATH, one folder per version: the newest. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => path.join(root, version, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) throw new Error('the fault drill needs PostgreSQL installed (pg_ctl not found under /usr/lib/postgresql)');
  return bin;
}

/** PostgreSQL refuses to run as root: there it runs as the postgres user, as the Debian package does. */
const asRoot = process.getuid?.() === 0;

/** A PostgreSQL server of the drill's own, in a fresh data folder, stopped ('fast': clients cut off) and started by pg_ctl. */
export async function startOwnPostgres(): Promise<StoppableService & { url: string }> {
  const bin = postgresBin();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-drill-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dataDir, Number(stdout), Number(gid));
  }
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async close() {
      await stop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Redis server of the drill's own, keeping nothing on disk (as the shop's is set up: docs/deploy.md). */
export async function startOwnRedis(): Promise<StoppableService & { url: string }> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await listening(port);
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}

/** The keys s3rver accepts, as tests/support's S3 server gives them. */
export const DRILL_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** An S3-compatible server of the drill's own (s3rver), whose bucket outlives a stop in its folder. */
export async function startOwnS3(bucket: string): Promise<StoppableService & { env: Record<string, string> }> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-drill-s3-'));
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const { httpServer, logger } = running as unknown as { httpServer: http.Server; logger: { exceptions: { unhandle(): void } } };
    // s3rver closes its logger once the server closes, and a request the cut left running then logs into the closed
    // logger (winston says so on console.error). Its logger stays open: the next start makes a new one.
    httpServer.removeAllListeners('close');
    logger.exceptions.unhandle();
    const closed = running.close();
    // Gone, as a server that went away is: the connections the copies keep alive are cut, not waited for.
    httpServer.closeAllConnections();
    await closed;
  };
  await start();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'on',
      S3_REGION: 'us-east-1',
      ...DRILL_S3_CREDENTIALS,
    },
    start,
    stop,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
