import type { DependencyName } from '@durio/shared/schemas/background-jobs';

/*
 * The last fault this copy saw of each part the shop depends on (docs/product/running.md, "When a part fails"), for
 * the console's Background jobs page. Kept in memory: a fault of the database itself could not be written to it, and
 * each copy says what it saw.
 */

export interface Fault {
  at: Date;
  message: string;
}

export function createFaultLog(now: () => Date = () => new Date()) {
  const last = new Map<DependencyName, Fault>();
  return {
    record(name: DependencyName, error: unknown): void {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300) || 'no answer';
      last.set(name, { at: now(), message });
    },
    last: (name: DependencyName): Fault | null => last.get(name) ?? null,
  };
}

export type FaultLog = ReturnType<typeof createFaultLog>;
