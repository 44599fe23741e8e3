/*
 * The server's refusal to remove a run that orders are booked in (docs/product/delivery.md, "The owner's day"), worded
 * as apps/api/src/modules/delivery/delivery-zones.service.ts words it: 'The 14:00–18:00 run has orders booked on coming
 * days; set its capacity to 0 instead'. The form puts the run back where it was and says it at its capacity, the field
 * the owner is told to change.
 */

const BOOKED_RUN = /^The (\d{2}:\d{2})–(\d{2}:\d{2}) run has orders booked on coming days; set its capacity to 0 instead$/;

export function isBookedRunRefusal(message: string): boolean {
  return BOOKED_RUN.test(message);
}

interface Run {
  id?: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/**
 * The runs as the form holds them with the refused one back among them, in order of its start, and its index; null
 * for any other message, or when the zone no longer has such a run or the form still holds it.
 */
export function restoreRefusedRun<T extends Run>(message: string, runs: readonly T[], stored: readonly (Run & { id: string })[]): { runs: (T | Run)[]; index: number } | null {
  const match = BOOKED_RUN.exec(message);
  if (!match) return null;
  const run = stored.find((slot) => slot.startsAt === match[1] && slot.endsAt === match[2] && !runs.some((kept) => kept.id === slot.id));
  if (!run) return null;
  const after = runs.findIndex((kept) => kept.startsAt > run.startsAt);
  const index = after === -1 ? runs.length : after;
  const back = { id: run.id, startsAt: run.startsAt, endsAt: run.endsAt, capacity: run.capacity };
  return { runs: [...runs.slice(0, index), back, ...runs.slice(index)], index };
}
