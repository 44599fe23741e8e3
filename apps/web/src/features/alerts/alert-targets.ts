import type { Alert, AlertTarget } from '@durio/shared/schemas/alerts';

/*
 * Which of a customer's alerts is about the thing on a page (docs/product/the-season.md, "Tell me when"): the same
 * product or tree, or the same variety whatever its letter case, as the API compares them.
 */

/** Whether `alert` is about `target`. */
export function isAlertAbout(alert: Alert, target: AlertTarget): boolean {
  if ('productId' in target) return alert.target.kind === 'product' && alert.target.id === target.productId;
  if ('treeId' in target) return alert.target.kind === 'tree' && alert.target.id === target.treeId;
  return alert.target.kind === 'variety' && alert.target.name.trim().toLowerCase() === target.variety.trim().toLowerCase();
}

/**
 * The alert of `alerts` that still waits to tell about `target`, if any: a customer has at most one (asking again
 * changes nothing), and one already told is done with, so asking anew is asking for a new alert.
 */
export function waitingAlertAbout(alerts: readonly Alert[] | undefined, target: AlertTarget): Alert | undefined {
  return alerts?.find((alert) => alert.notifiedAt === null && isAlertAbout(alert, target));
}
