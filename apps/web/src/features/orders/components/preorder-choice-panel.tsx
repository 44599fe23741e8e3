import type { Order } from '@durio/shared/schemas/orders';
import type { UnfilledChoice } from '@durio/shared/schemas/orders';
import { CircleCheckBigIcon, RotateCcwIcon, TreesIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { toast } from '@/lib/toast';
import { useMakePreorderChoice } from '../api/make-preorder-choice';
import { preorderChoiceState, type PreorderChoiceState } from '../preorder-fruits';

type OpenChoice = Extract<PreorderChoiceState, { kind: 'open' }>;

/**
 * The two answers, each asked again first: a fruit of another tree (only while one is in stock) or the refund. The
 * refund of a pre-order none of whose fruit dropped cancels the order, and its confirmation says so.
 */
function ChoiceActions({ order, state, onChosen }: { order: Order; state: OpenChoice; onChosen: () => void }) {
  const t = useT('buying');
  const choose = useMakePreorderChoice();
  // The answer's reply replaces this panel's buttons before a callback given to `mutate` would run (it is skipped
  // once they unmount), so the toasts follow the promise instead.
  const make = (choice: UnfilledChoice) =>
    choose.mutateAsync({ orderId: order.id, choice }).then(
      (saved) => {
        if (choice === 'substitute') toast.success(t('preorderChoice.substituteDone'));
        else toast.success(saved.status === 'CANCELLED' ? t('cancelOrder.doneRefunded') : t('preorderChoice.refundDone'));
        onChosen();
      },
      // A refusal is the server's reason in the page's language; the refetch then shows where the order stands.
      (error: unknown) => toast.error(errorMessage(error, t('preorderChoice.failed'))),
    );
  return (
    <div className="grid gap-3">
      {!state.substituteAvailable && <p>{t(state.tooLateForSubstitute ? 'preorderChoice.substituteTooLate' : 'preorderChoice.noSubstitute')}</p>}
      <div className="flex flex-wrap gap-2">
        {state.substituteAvailable && (
          <ConfirmButton
            label={t('preorderChoice.substitute')}
            variant="default"
            confirmVariant="default"
            icon={<TreesIcon aria-hidden="true" />}
            title={t('preorderChoice.substituteTitle')}
            description={t('preorderChoice.substituteText', { count: state.unfilled })}
            cancel={t('preorderChoice.back')}
            confirm={t('preorderChoice.substitute')}
            busy={choose.isPending}
            onConfirm={() => void make('substitute')}
          />
        )}
        <ConfirmButton
          label={t('preorderChoice.refund')}
          variant="outline"
          icon={<RotateCcwIcon aria-hidden="true" />}
          title={t('preorderChoice.refundTitle')}
          description={
            state.dropped > 0
              ? t('preorderChoice.refundSomeText', { count: state.unfilled, dropped: state.dropped })
              : t('preorderChoice.refundAllText', { amount: formatRm(order.total) })
          }
          cancel={t('preorderChoice.back')}
          confirm={t('preorderChoice.refund')}
          busy={choose.isPending}
          onConfirm={() => void make('refund')}
        />
      </div>
    </div>
  );
}

/**
 * What a pre-order asks once its harvest window has ended with some of its fruit still on the tree
 * (docs/product/the-season.md): how many did not drop, by when to answer before the shop refunds them by itself, and
 * the two answers; once answered (by the customer or by the shop), what was chosen. Nothing for any other order.
 */
export function PreorderChoicePanel({ order }: { order: Order }) {
  const t = useT('buying');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = preorderChoiceState(order);
  if (state.kind === 'none') return null;
  return (
    <section aria-labelledby={`${id}-title`} className="print:hidden">
      <Card className="border-amber-300 bg-amber-50/60 dark:border-amber-800 dark:bg-amber-950/30">
        <CardHeader>
          {/* After an answer the buttons give way to it: the keyboard goes to this heading, not to the page's top. */}
          <CardTitle id={`${id}-title`} ref={heading} tabIndex={-1} className="outline-none">
            {t('preorderChoice.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {state.kind === 'open' && (
            <>
              <p>{t('preorderChoice.unfilled', { count: state.unfilled })}</p>
              <p>
                <RichText
                  area="buying"
                  id="preorderChoice.decideBy"
                  values={{ date: formatDateTime(state.decideBy) }}
                  components={{ 0: <time dateTime={state.decideBy} className="font-medium" /> }}
                />
              </p>
              <ChoiceActions order={order} state={state} onChosen={() => requestAnimationFrame(() => heading.current?.focus())} />
            </>
          )}
          {state.kind === 'substitute' && (
            <p className="flex items-start gap-2 font-medium">
              <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('preorderChoice.substituteChosen')}
            </p>
          )}
          {state.kind === 'refund' && (
            <p className="flex items-start gap-2 font-medium">
              <RotateCcwIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('preorderChoice.refunded', { count: state.refunded })}
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
