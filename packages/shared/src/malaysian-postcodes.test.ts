import { describe, expect, it } from 'vitest';
import { addressRefusals, malaysianAddressRefusal, stateOfPostcode, statesNamed } from './malaysian-postcodes';

const inMalaysia = (state: string, postalCode: string) => malaysianAddressRefusal({ state, postalCode, country: 'Malaysia' });

describe('Malaysian postcodes by state', () => {
  it('finds the state of a postcode at the edges of its ranges, and none for a postcode no state has', () => {
    expect(stateOfPostcode('01000')).toBe('perlis');
    expect(stateOfPostcode('46100')).toBe('selangor');
    expect(stateOfPostcode('50450')).toBe('kuala-lumpur');
    expect(stateOfPostcode('62000')).toBe('putrajaya');
    expect(stateOfPostcode('63000')).toBe('selangor');
    expect(stateOfPostcode('39000')).toBe('pahang');
    expect(stateOfPostcode('87000')).toBe('labuan');
    expect(stateOfPostcode('88000')).toBe('sabah');
    expect(stateOfPostcode('98859')).toBe('sarawak');
    expect(stateOfPostcode('00100')).toBeNull();
    expect(stateOfPostcode('92000')).toBeNull();
    expect(stateOfPostcode('4610')).toBeNull();
  });

  it('reads a state as people write it, and the federal territory as any of the three', () => {
    expect(statesNamed('Penang')).toEqual(['penang']);
    expect(statesNamed('pulau  pinang')).toEqual(['penang']);
    expect(statesNamed('W.P. Kuala Lumpur')).toEqual(['kuala-lumpur']);
    expect(statesNamed('Wilayah Persekutuan Putrajaya')).toEqual(['putrajaya']);
    expect(statesNamed('Malacca')).toEqual(['melaka']);
    expect(statesNamed('Negeri Sembilan')).toEqual(['negeri-sembilan']);
    expect(statesNamed('Wilayah Persekutuan')).toEqual(['kuala-lumpur', 'putrajaya', 'labuan']);
    expect(statesNamed('Klang Valley')).toEqual([]);
  });

  it('accepts an address whose five-digit postcode lies in its state, and says what is wrong with one that does not', () => {
    expect(inMalaysia('Selangor', '46100')).toBeNull();
    expect(inMalaysia('Wilayah Persekutuan', '55100')).toBeNull();
    expect(inMalaysia('Sabah', ' 88000 ')).toBeNull();
    expect(inMalaysia('Selangor', '4610')).toBe(addressRefusals.postcodeDigits);
    expect(inMalaysia('Selangor', '46100-1')).toBe(addressRefusals.postcodeDigits);
    expect(inMalaysia('Atlantis', '46100')).toBe(addressRefusals.unknownState);
    expect(inMalaysia('Sabah', '46100')).toBe(addressRefusals.postcodeNotInState);
    expect(inMalaysia('Wilayah Persekutuan', '46100')).toBe(addressRefusals.postcodeNotInState);
    expect(inMalaysia('Selangor', '00000')).toBe(addressRefusals.postcodeNotInState);
  });

  it('leaves an address abroad to the delivery zones', () => {
    expect(malaysianAddressRefusal({ state: 'Central', postalCode: '238801', country: 'Singapore' })).toBeNull();
    expect(malaysianAddressRefusal({ state: 'Johor', postalCode: '123', country: 'MY' })).toBe(addressRefusals.postcodeDigits);
  });
});
