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
