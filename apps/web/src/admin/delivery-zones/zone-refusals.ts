/*
 * The server's refusals of a zone that overlaps another (docs/product/delivery.md, "One zone per postcode"), worded as
 * apps/api/src/modules/delivery/delivery-zones.service.ts words them: 'Selangor is already in the zone Klang Valley',
 * 'Postcodes 81000–86999 overlap the zone Muar'. The form shows each at the field it is about, as its own checks are.
 */

const STATE_TAKEN = /^.+ is already in the zone .+$/;
const RANGE_OVERLAPS = /^Postcodes (\d{5})–(\d{5}) overlap the zone .+$/;

export function isOverlapMessage(message: string): boolean {
  return STATE_TAKEN.test(message) || RANGE_OVERLAPS.test(message);
}

export type OverlapField = 'states' | `postcodeRanges.${number}.from`;

/**
 * Where the form shows an overlap: the states, or the 'From' of the range the message names (the first range when
 * the form no longer holds it as sent); null for any other message.
 */
export function overlapField(message: string, ranges: readonly { from: string; to: string }[]): OverlapField | null {
  if (STATE_TAKEN.test(message)) return 'states';
  const overlap = RANGE_OVERLAPS.exec(message);
  if (!overlap) return null;
  // The server reads each end trimmed, as the shared schema hands it over.
  const index = ranges.findIndex((range) => range.from.trim() === overlap[1] && range.to.trim() === overlap[2]);
  return `postcodeRanges.${Math.max(index, 0)}.from`;
}
