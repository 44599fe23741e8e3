/**
 * Malaysia's states and federal territories with the postcode ranges Pos Malaysia gives each (docs/product/delivery.md,
 * "An address is checked against its state"). A delivery zone is drawn with these states and ranges, and an address
 * in Malaysia is refused when its postcode is not five digits or lies outside the state it names.
 */
export const malaysianStates = [
  { key: 'perlis', name: 'Perlis', ranges: [[1000, 2999]], aliases: [] },
  { key: 'kedah', name: 'Kedah', ranges: [[5000, 9999]], aliases: [] },
  { key: 'penang', name: 'Pulau Pinang', ranges: [[10000, 14999]], aliases: ['Penang', 'Pinang'] },
  { key: 'kelantan', name: 'Kelantan', ranges: [[15000, 18999]], aliases: [] },
  { key: 'terengganu', name: 'Terengganu', ranges: [[20000, 24999]], aliases: [] },
  { key: 'pahang', name: 'Pahang', ranges: [[25000, 28999], [39000, 39999], [49000, 49999], [69000, 69999]], aliases: [] },
  { key: 'perak', name: 'Perak', ranges: [[30000, 36999]], aliases: [] },
  { key: 'selangor', name: 'Selangor', ranges: [[40000, 48999], [63000, 68999]], aliases: [] },
  { key: 'kuala-lumpur', name: 'Kuala Lumpur', ranges: [[50000, 60999]], aliases: ['KL'] },
  { key: 'putrajaya', name: 'Putrajaya', ranges: [[62000, 62999]], aliases: [] },
  { key: 'negeri-sembilan', name: 'Negeri Sembilan', ranges: [[70000, 73999]], aliases: ['Negri Sembilan', 'N. Sembilan'] },
  { key: 'melaka', name: 'Melaka', ranges: [[75000, 78999]], aliases: ['Malacca'] },
  { key: 'johor', name: 'Johor', ranges: [[79000, 86999]], aliases: ['Johore'] },
  { key: 'labuan', name: 'Labuan', ranges: [[87000, 87999]], aliases: [] },
  { key: 'sabah', name: 'Sabah', ranges: [[88000, 91999]], aliases: [] },
  { key: 'sarawak', name: 'Sarawak', ranges: [[93000, 98999]], aliases: [] },
] as const satisfies readonly { key: string; name: string; ranges: readonly (readonly [number, number])[]; aliases: readonly string[] }[];

export type MalaysianStateKey = (typeof malaysianStates)[number]['key'];
export const malaysianStateKeys = malaysianStates.map((state) => state.key) as [MalaysianStateKey, ...MalaysianStateKey[]];

/** The three federal territories share one name on many addresses; the postcode tells which is meant. */
const FEDERAL_TERRITORY_NAMES = ['wilayah persekutuan', 'federal territory', 'wp'];
const FEDERAL_TERRITORIES: readonly MalaysianStateKey[] = ['kuala-lumpur', 'putrajaya', 'labuan'];

export const addressRefusals = {
  postcodeDigits: 'Postal code must be five digits',
  unknownState: 'Give a Malaysian state, such as Selangor',
  postcodeNotInState: 'This postal code is not in the state given',
} as const;

/** 'W.P. Kuala Lumpur', 'wilayah  persekutuan' and 'Kuala Lumpur' compare alike. */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.,()]/g, ' ')
    .replace(/\bw\s*p\b/g, 'wp')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(wp|wilayah persekutuan|federal territory( of)?) (?=\S)/, '');
}

/** The states a written state name may mean: one, the three federal territories, or none. */
export function statesNamed(text: string): readonly MalaysianStateKey[] {
  const wanted = comparable(text);
  if (FEDERAL_TERRITORY_NAMES.includes(wanted)) return FEDERAL_TERRITORIES;
  const state = malaysianStates.find((candidate) =>
    [candidate.name, candidate.key.replace('-', ' '), ...candidate.aliases].some((name) => comparable(name) === wanted),
  );
  return state ? [state.key] : [];
}

/** The state a five-digit postcode belongs to, or null when no state has it. */
export function stateOfPostcode(postcode: string): MalaysianStateKey | null {
  if (!/^\d{5}$/.test(postcode)) return null;
  const number = Number(postcode);
  return malaysianStates.find((state) => state.ranges.some(([from, to]) => number >= from && number <= to))?.key ?? null;
}

export function isMalaysia(country: string): boolean {
  return ['malaysia', 'my', 'mys'].includes(country.trim().toLowerCase());
}

/**
 * Why an address in Malaysia cannot be delivered to as written, or null when its postcode is five digits within
 * the state it names. An address abroad is not checked here: the delivery zones say the shop does not go there.
 */
export function malaysianAddressRefusal(address: { state: string; postalCode: string; country: string }): string | null {
  if (!isMalaysia(address.country)) return null;
  const postcode = address.postalCode.trim();
  if (!/^\d{5}$/.test(postcode)) return addressRefusals.postcodeDigits;
  const named = statesNamed(address.state);
  if (named.length === 0) return addressRefusals.unknownState;
  const actual = stateOfPostcode(postcode);
  return actual && named.includes(actual) ? null : addressRefusals.postcodeNotInState;
}
