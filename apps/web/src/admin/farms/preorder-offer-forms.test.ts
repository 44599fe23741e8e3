import { dropRefusals, preorderOfferRefusals } from '@durio/shared/schemas/preorders';
import { describe, expect, it } from 'vitest';
import { dropFormSchema, dropRefusalField, offerRefusalField, openOfferBody, openOfferFormSchema } from './preorder-offer-forms';

const windowId = '00000000-0000-4000-8000-00000000000a';
const productId = '00000000-0000-4000-8000-00000000000b';
const treeId = '00000000-0000-4000-8000-00000000000c';

describe('opening an offer', () => {
  it("sends no fruits when none are given, so the server offers the tree's estimate", () => {
    const values = openOfferFormSchema.parse({ windowId, treeId, productId, fruitsOffered: null });
    expect(openOfferBody(values)).toEqual({ windowId, treeId, productId });
    expect(openOfferBody({ ...values, treeId: null, fruitsOffered: 30 })).toEqual({ windowId, treeId: null, productId, fruitsOffered: 30 });
  });

  it('wants a window and a product from the lists, and at least one fruit', () => {
    const result = openOfferFormSchema.safeParse({ windowId: null, treeId: null, productId: null, fruitsOffered: 0 });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['fruitsOffered', 'productId', 'windowId']);
  });

  it("shows each of the server's refusals at the field it is about", () => {
    const at = (message: string) => offerRefusalField([message])?.field;
    expect(at(preorderOfferRefusals.windowOver)).toBe('windowId');
    expect(at(preorderOfferRefusals.productNotOfWindow)).toBe('productId');
    expect(at(preorderOfferRefusals.treeNotOfWindow)).toBe('treeId');
    expect(at(preorderOfferRefusals.alreadyOffered)).toBe('treeId');
    expect(at(preorderOfferRefusals.fruitsRequired)).toBe('fruitsOffered');
    expect(at(preorderOfferRefusals.overEstimate)).toBe('fruitsOffered');
    expect(at(preorderOfferRefusals.underReserved)).toBe('fruitsOffered');
  });

  it('leaves any other message to the toast', () => {
    expect(offerRefusalField(['Harvest window not found'])).toBeUndefined();
    expect(offerRefusalField(['toString', 'constructor'])).toBeUndefined();
    expect(offerRefusalField([])).toBeUndefined();
  });
});

describe('recording a drop', () => {
  const schema = dropFormSchema('2027-07-10');

  it('takes a drop of today or a day before, in Malaysia', () => {
    expect(schema.safeParse({ fruits: 3, fellOn: '2027-07-10' }).success).toBe(true);
    expect(schema.safeParse({ fruits: 3, fellOn: '2027-07-02' }).success).toBe(true);
  });

  it('refuses a day after today at the day, in the words the server would use', () => {
    const issues = schema.safeParse({ fruits: 3, fellOn: '2027-07-11' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['fellOn', dropRefusals.inTheFuture]]);
  });

  it("shows the server's refusals at the fruits or the day", () => {
    expect(dropRefusalField([dropRefusals.moreThanWaiting])?.field).toBe('fruits');
    expect(dropRefusalField([dropRefusals.alreadyRecorded])?.field).toBe('fellOn');
    // A 400 names its field's message among its issues.
    expect(dropRefusalField(['body.fellOn: Invalid input', dropRefusals.inTheFuture])).toEqual({ field: 'fellOn', message: dropRefusals.inTheFuture });
  });
});
