import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { apiRoot } from '../config';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id (bench/memory.ts reads its memory from /proc). */
  pid: number;
  /** The exit code once it has exited (0 after a clean stop), else null. */
  exitCode(): number | null;
  /** Everything the process wrote, for the message of a failing test. */
  output(): string;
  /** SIGTERM, and waits for the clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, as on a power cut, leaving whatever it was doing half done. */
  kill(): Promise<void>;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in time:\n${output()}`);
}

/**
 * The real server as its own process, started from the TypeScript sources (`src/server.ts` through
 * tsx) or from a build (`entry`), with only the settings given (and malloc's, below). Resolves once `/readyz` answers.
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  entry?: string[];
  cwd?: string;
}): Promise<ServerProcess> {
  // A caller that must name the address before the server starts (a sign-in provider registers its callback) picks the port.
  const port = options.env.PORT ? Number(options.env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, options.entry ?? ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    cwd: options.cwd ?? apiRoot,
    // glibc's malloc as `npm start` and the deploy unit set it (docs/deploy.md), so benchmarks measure what runs.
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', MALLOC_ARENA_MAX: '2', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const output = () => log;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitUntilReady(baseUrl, child, output);
  } catch (err) {
    await end('SIGKILL');
    throw err;
  }
  return {
    baseUrl,
    pid: child.pid!,
    exitCode: () => child.exitCode,
    output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
