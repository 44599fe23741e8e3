import type { DependencyName } from '@durio/shared/schemas/background-jobs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A check that waits longer than this counts as failing: a load balancer needs its answer now. */
const CHECK_TIMEOUT_MS = 2_000;
/** Load balancers ask every few seconds, each copy: one round of checks serves them all for this long. */
const REUSE_MS = 1_000;

/** The parts a copy can check by itself; the gateway and mail are judged by their last fault. */
export type Dependency = Extract<DependencyName, 'database' | 'redis' | 'storage'>;
export interface ReadinessReport {
  /** 'degraded': it serves orders, some part is down (docs/product/running.md, "When a part fails"). */
  status: 'ready' | 'degraded' | 'unavailable';
  checks: Partial<Record<Dependency, 'ok' | 'failing'>>;
}

/**
 * Without its database a copy can serve nothing. Without Redis it counts rate limits alone, and without its file
 * storage it refuses uploads and shows placeholders: it still sells, so the load balancer keeps sending to it.
 */
const NEEDED: readonly Dependency[] = ['database'];

async function passes(check: () => Promise<unknown>, onFault: (error: unknown) => void): Promise<boolean> {
  const timedOut = sleep(CHECK_TIMEOUT_MS, 'timeout' as const, { ref: false });
  const outcome = await Promise.race([check().then(() => true, (error: unknown) => error), timedOut]);
  if (outcome === true) return true;
  onFault(outcome === 'timeout' ? new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`) : outcome);
  return false;
}

/**
 * Whether this copy can serve: its database answers; and whether every other dependency it was given (Redis, file
 * storage) does too. GET /readyz reports it, so a load balancer sends requests only to copies that can take orders.
 */
export function createReadiness(
  checks: Partial<Record<Dependency, () => Promise<unknown>>>,
  onFault: (name: Dependency, error: unknown) => void = () => {},
) {
  let last: { at: number; report: Promise<ReadinessReport> } | undefined;

  async function checkAll(): Promise<ReadinessReport> {
    const entries = Object.entries(checks) as [Dependency, () => Promise<unknown>][];
    const results = await Promise.all(
      entries.map(async ([name, check]) => [name, (await passes(check, (error) => onFault(name, error))) ? 'ok' : 'failing'] as const),
    );
    const failing = results.filter(([, state]) => state === 'failing').map(([name]) => name);
    const status = failing.some((name) => NEEDED.includes(name)) ? 'unavailable' : failing.length > 0 ? 'degraded' : 'ready';
    return { status, checks: Object.fromEntries(results) };
  }

  return {
    report(): Promise<ReadinessReport> {
      if (!last || Date.now() - last.at > REUSE_MS) last = { at: Date.now(), report: checkAll() };
      return last.report;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
