import { dependencyNames, type DependencyState } from '@durio/shared/schemas/background-jobs';
import type { FaultLog } from '../../lib/fault-log';
import type { Readiness } from '../../lib/readiness';

/** A gateway or mail fault this recent still counts as the part failing: neither has a check of its own to ask. */
const RECENT_FAULT_MS = 10 * 60_000;

/**
 * Each part the shop depends on as this copy sees it now (docs/product/running.md, "When a part fails"): the database,
 * Redis and the file storage by the readiness checks, the gateway and mail by their last fault; with the last fault.
 */
export async function describeDependencies(readiness: Readiness, faults: FaultLog, now: Date): Promise<DependencyState[]> {
  const { checks } = await readiness.report();
  return dependencyNames.map((name) => {
    const fault = faults.last(name);
    const checked = name === 'database' || name === 'redis' || name === 'storage' ? checks[name] : undefined;
    let state: DependencyState['state'];
    if (checked) state = checked;
    else if (name === 'redis') state = 'not-used';
    else state = fault && now.getTime() - fault.at.getTime() < RECENT_FAULT_MS ? 'failing' : 'ok';
    return { name, state, lastFaultAt: fault?.at.toISOString() ?? null, lastFault: fault?.message ?? null };
  });
}
