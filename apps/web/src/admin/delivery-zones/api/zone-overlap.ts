import { ApiError } from '@/lib/api';
import { isOverlapMessage } from '../zone-refusals';

/** The server's 409 of a state or postcode already in another zone: the form shows it at its field, not as a toast. */
export function zoneOverlap(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 && isOverlapMessage(error.serverMessage) ? error.serverMessage : undefined;
}

export const isZoneOverlap = (error: unknown) => zoneOverlap(error) !== undefined;
