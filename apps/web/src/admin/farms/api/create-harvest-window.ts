import { harvestWindowRefusals } from '@durio/shared/season';
import type { HarvestWindow, HarvestWindowBody } from '@durio/shared/schemas/season';
import { ApiError, apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface HarvestWindowCreation {
  farmId: string;
  body: HarvestWindowBody;
}

const refusals: readonly string[] = Object.values(harvestWindowRefusals);

/**
 * The server's refusal of a window's days when it is one the season names (docs/product/the-season.md): a 400 on
 * its dates, or the 409 of a window of the variety already on some of those days. The form shows it at its field.
 */
export function harvestWindowRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return undefined;
  return refusals.find((refusal) => error.serverMessage.includes(refusal) || error.serverIssues.some((issue) => issue.message === refusal));
}

/**
 * What a window changes: the farm's windows in the console, and in the shop the calendar, the farm's windows and the
 * season its farm's page, its trees and their products' pages state (lists show no season).
 */
export const harvestWindowKeys = (farmId: string) => [
  adminFarmsKeys.harvestWindows(farmId),
  storefrontKeys.season,
  storefrontKeys.farm(farmId),
  storefrontKeys.farmTrees(farmId),
  storefrontKeys.treeDetails,
  storefrontKeys.productDetails,
];

export function createHarvestWindow({ farmId, body }: HarvestWindowCreation): Promise<HarvestWindow> {
  return apiRequest<HarvestWindow>(apiPaths.farmHarvestWindows(farmId), { method: 'POST', body });
}

export function useCreateHarvestWindow(toasts: AdminToasts<HarvestWindow>) {
  return useAdminWrite({
    write: createHarvestWindow,
    toasts,
    answeredByCaller: (error) => harvestWindowRefusal(error) !== undefined,
    invalidates: (harvestWindow) => harvestWindowKeys(harvestWindow.farmId),
  });
}
