import { describe, expect, it } from 'vitest';
import { formRefusal, zoneOfPostcode } from './delivery-zones';
import type { MalaysianStateKey } from './malaysian-postcodes';

const zone = (name: string, states: MalaysianStateKey[], postcodeRanges: { from: string; to: string }[] = []) => ({ name, states, postcodeRanges });
const klangValley = zone('Klang Valley', ['kuala-lumpur', 'putrajaya', 'selangor']);
const peninsular = zone('Peninsular Malaysia', ['johor', 'penang', 'pahang']);
const johorBahru = zone('Johor Bahru', [], [{ from: '79000', to: '81999' }]);

describe('the zone of a postcode', () => {
  it("finds the zone of the postcode's state", () => {
    expect(zoneOfPostcode([klangValley, peninsular], '46100')?.name).toBe('Klang Valley');
    expect(zoneOfPostcode([klangValley, peninsular], '10200')?.name).toBe('Peninsular Malaysia');
  });

  it("lets a zone's postcode range win over another zone's whole state, whatever their order", () => {
    expect(zoneOfPostcode([peninsular, johorBahru], '80000')?.name).toBe('Johor Bahru');
    expect(zoneOfPostcode([johorBahru, peninsular], '81999')?.name).toBe('Johor Bahru');
    expect(zoneOfPostcode([peninsular, johorBahru], '82000')?.name).toBe('Peninsular Malaysia');
  });

  it('finds none outside every zone, or for a postcode no state has', () => {
    expect(zoneOfPostcode([klangValley, peninsular], '88000')).toBeNull();
    expect(zoneOfPostcode([klangValley], '92000')).toBeNull();
    expect(zoneOfPostcode([klangValley], 'abcde')).toBeNull();
  });
});

describe('the forms of fruit a zone receives', () => {
  const eastMalaysia = { name: 'Sabah, Sarawak and Labuan', forms: ['flesh', 'frozen'] as const };

  it('names the first line whose form the zone does not receive', () => {
    expect(formRefusal(eastMalaysia, [{ name: 'Frozen D24 Pack', form: 'frozen' }, { name: 'Musang King', form: 'whole' }])).toBe(
      'Musang King is whole fresh fruit, which we do not deliver to Sabah, Sarawak and Labuan',
    );
    expect(formRefusal(eastMalaysia, [{ name: 'Frozen D24 Pack', form: 'frozen' }, { name: 'Black Thorn flesh', form: 'flesh' }])).toBeNull();
  });
});
