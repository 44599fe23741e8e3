import { fillInOrder } from '@durio/shared/preorder-filling';
import { dropRefusals, type DropReply, type RecordDropBody } from '@durio/shared/schemas/preorders';
import { recordAdminChange } from '../audit/admin-changes';
import { BadRequestError, ConflictError } from '../lib/errors';
import { malaysianDate } from '../lib/malaysia-dates';
import { addOrderUpdate, enqueueOrderNoticeMail, moveOrder, SYSTEM_ACTOR } from '../modules/orders/public';
import { fillPreorder, recordDropRow, waitingPreordersOf } from '../modules/preorders/public';
import type { FlowDeps } from './flow-deps';

/** What the customer reads when the last of their fruit has fallen. */
export const FRUIT_HAS_DROPPED = 'Your fruit has dropped from the tree: we are packing your order';

/**
 * Record a drop (POST /durian/preorder-offers/{id}/drops, docs/product/the-season.md): the fruits that fell from an
 * offer's tree fill its paid pre-orders in the order they were placed; a pre-order now full becomes an order to
 * pack (PROCESSING, its customer e-mailed), one filled in part says how many have dropped.
 */
export function createRecordDrop(deps: FlowDeps) {
  const { db, clock, mail, storage } = deps;

  async function recordDrop(adminId: string, offerId: string, body: RecordDropBody): Promise<DropReply> {
    // 1. Fruit that has fallen: not a day after today in Malaysia.
    const now = clock.now();
    if (body.fellOn > malaysianDate(now)) throw new BadRequestError(dropRefusals.inTheFuture);

    const reply = await db.transaction(async (tx) => {
      // 2. The offer, locked (its drops one at a time), and its paid pre-orders waiting, first placed first.
      const waiting = await waitingPreordersOf(tx, offerId);
      const wanted = waiting.reduce((sum, p) => sum + p.fruits - p.fruitsFilled, 0);
      if (body.fruits > wanted) throw new ConflictError(dropRefusals.moreThanWaiting);

      // 3. The drop, once per offer and day.
      const drop = await recordDropRow(tx, { offerId, fellOn: body.fellOn, fruits: body.fruits });

      // 4. Each pre-order takes its share; a full one is packed and its customer told, another hears how many fell.
      const takes = fillInOrder(waiting, body.fruits);
      const filled: DropReply['filled'] = [];
      for (const [i, preorder] of waiting.entries()) {
        const take = takes[i]!;
        if (take === 0) continue;
        await fillPreorder(tx, preorder.orderId, take);
        const complete = preorder.fruitsFilled + take === preorder.fruits;
        if (complete) {
          await moveOrder(tx, {
            orderId: preorder.orderId,
            to: 'PROCESSING',
            by: 'system',
            from: ['PAID'],
            message: FRUIT_HAS_DROPPED,
            updatedBy: SYSTEM_ACTOR,
            at: now,
          });
          // The e-mail says it in the customer's language (the Order Update stays the API's English, said by the web).
          await enqueueOrderNoticeMail(tx, preorder.orderId, { kind: 'preorder-dropped', fruits: preorder.fruits }, { publicUrl: mail.publicUrl, storage });
        } else {
          await addOrderUpdate(tx, {
            orderId: preorder.orderId,
            status: 'PAID',
            message: `${preorder.fruitsFilled + take} of your ${preorder.fruits} fruits have dropped from the tree`,
            updatedBy: SYSTEM_ACTOR,
            at: now,
          });
        }
        filled.push({ orderId: preorder.orderId, fruits: take, complete });
      }
      await recordAdminChange(tx, { actorId: adminId, entity: 'pre-order offer', entityId: offerId, action: 'drop recorded', before: null, after: drop });
      return { id: drop.id, fellOn: drop.fellOn, fruits: drop.fruits, filled, waiting: wanted - body.fruits };
    });
    // 5. After the commit: the e-mails go out.
    mail.kick();
    return reply;
  }

  return { recordDrop };
}
