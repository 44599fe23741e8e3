import type { MessageKey, Translate } from '@/lib/i18n';

/**
 * The varieties Durio's partner farms grow, with the registration code of the Malaysian Department of
 * Agriculture where there is one. The farms filter offers these names; the Durian Guide describes them.
 */
export const durianVarieties = [
  { name: 'Musang King', code: 'D197' },
  { name: 'Black Thorn', code: 'D200' },
  { name: 'D24', code: 'D24' },
  { name: 'Red Prawn', code: 'D175' },
  { name: 'Tekka', code: 'D160' },
  { name: 'D101', code: 'D101' },
  { name: 'XO', code: null },
  { name: 'IOI', code: null },
  { name: 'Golden Phoenix', code: 'D198' },
  { name: 'Hor Lor', code: 'D163' },
] as const;

/** The states of Malaysia, as a farm's `state` names them. */
export const malaysianStates = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
] as const;

/** Each state's name in the page's language (the values sent to the API stay the English names). */
export const stateLabels: Record<(typeof malaysianStates)[number], MessageKey<'farms'>> = {
  Johor: 'state.johor',
  Kedah: 'state.kedah',
  Kelantan: 'state.kelantan',
  Melaka: 'state.melaka',
  'Negeri Sembilan': 'state.negeriSembilan',
  Pahang: 'state.pahang',
  Penang: 'state.penang',
  Perak: 'state.perak',
  Perlis: 'state.perlis',
  Sabah: 'state.sabah',
  Sarawak: 'state.sarawak',
  Selangor: 'state.selangor',
  Terengganu: 'state.terengganu',
};

/** A farm's `state` in the page's language; one the list does not know (a federal territory) as it is written. */
export function stateName(state: string, t: Translate<'farms'>): string {
  return state in stateLabels ? t(stateLabels[state as keyof typeof stateLabels]) : state;
}
