import { zodResolver } from '@hookform/resolvers/zod';
import { orderNumber } from '@durio/shared/order-number';
import { issueCreditBodySchema, type IssueCreditBody, type StoreCredit } from '@durio/shared/schemas/credit';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { formatDate, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { FormField } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { useCustomerCredit, useIssueCredit } from './api/customer-credit';
import { adminPaths } from '../components/admin-paths';

/** The latest entries the section lists; the customer's account shows them all. */
const SHOWN = 8;

/**
 * The customer's store credit in the console (docs/product/store-credit.md): the balance, the latest entries, and a
 * form to give credit with the reason the customer will read.
 */
export function CustomerCredit({ customerId }: { customerId: string }) {
  const t = useT('admin');
  const query = useCustomerCredit(customerId);
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4 text-sm" aria-labelledby="customer-credit">
      <h2 id="customer-credit" className="text-lg font-semibold">
        {t('credit.title')}
      </h2>
      <QueryStates query={query} loading={t('credit.loading')} failed={t('credit.failed')}>
        {(credit) => <CreditLedger credit={credit} />}
      </QueryStates>
      <IssueCreditForm customerId={customerId} />
    </section>
  );
}

function CreditLedger({ credit }: { credit: StoreCredit }) {
  const t = useT('admin');
  return (
    <>
      <p className="text-base font-medium">{t('credit.balance', { amount: formatRm(credit.balance) })}</p>
      {credit.entries.length > 0 && (
        <ul className="grid gap-1.5">
          {credit.entries.slice(0, SHOWN).map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {formatDate(entry.createdAt)} · {t(`credit.kind.${entry.kind}`)}
                {entry.reason && <>: {entry.reason}</>}
                {entry.orderId && (
                  <>
                    {' '}
                    <Link to={adminPaths.order(entry.orderId)} className="text-primary underline underline-offset-2">
                      {orderNumber(entry.orderId)}
                    </Link>
                  </>
                )}
              </span>
              <span className="font-medium whitespace-nowrap">{entry.amount > 0 ? `+${formatRm(entry.amount)}` : `−${formatRm(-entry.amount)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function IssueCreditForm({ customerId }: { customerId: string }) {
  const t = useT('admin');
  const form = useForm<IssueCreditBody>({ resolver: zodResolver(issueCreditBodySchema), defaultValues: { reason: '' } });
  const issue = useIssueCredit({ success: t('credit.issued'), failure: t('credit.issueFailed') });
  const submit = form.handleSubmit((body) => issue.mutateAsync({ customerId, body }).then(() => form.reset({ reason: '' })).catch(() => undefined));
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-3" aria-labelledby="issue-credit">
      <h3 id="issue-credit" className="font-semibold">
        {t('credit.issueTitle')}
      </h3>
      <FormField form={form} name="amount" label={t('credit.amount')} kind="number" step="0.01" />
      <FormField form={form} name="reason" label={t('credit.reason')} hint={t('credit.reasonHint')} />
      <BusyButton type="submit" busy={issue.isPending} busyLabel={t('credit.issuing')} className="justify-self-start">
        {t('credit.issue')}
      </BusyButton>
    </form>
  );
}
