import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/api/src/test-support/server-process';
import type { LoadBalancer } from './round-robin-proxy';

export const HAPROXY = '/usr/sbin/haproxy';

/**
 * HAProxy from Debian's package in front of the copies, set up as docs/deploy.md advises: round robin, a copy taken
 * out after two failed `/readyz` checks a second apart and back after two passing ones, and a request that could not
 * reach a copy (refused: it died) sent to another. A request a copy took and died on is answered 502 and never sent
 * again: it may have been done. `x-served-by` names the copy that answered.
 */
export async function startHaproxy(targets: string[]): Promise<LoadBalancer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    configFile,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout http-request 10s',
      // Longer than a copy's own limit on its checks (2 s, lib/readiness.ts), so a slow part is reported, not a dead copy.
      '  timeout check 3s',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure',
      'frontend shop',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend copies',
      'backend copies',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 2',
      '  http-response set-header x-served-by http://%si:%sp',
      ...targets.map((target, index) => `  server copy${index} ${new URL(target).host} check`),
      '',
    ].join('\n'),
  );
  let log = '';
  const child = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers (every copy is up by then, so its first checks pass).
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${log}`);
    const answered = await fetch(`${url}/readyz`).then((reply) => reply.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    kind: 'haproxy',
    // Its health checks take a copy out by themselves.
    remove() {},
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
