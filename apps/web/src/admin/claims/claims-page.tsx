import { claimStatuses, type AdminClaim, type ClaimOutcome, type ClaimStatus } from '@durio/shared/schemas/claims';
import { orderNumber } from '@durio/shared/order-number';
import { CheckIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { NativeSelect } from '../components/form-fields';
import { QueryStates } from '../components/query-states';
import { useDecideClaim } from './api/decide-claim';
import { useClaims } from './api/list-claims';
import { amountProblem, claimLimits } from './claim-limits';
import { adminPaths } from '../components/admin-paths';

/*
 * The fruit guarantee's queue (docs/product/fruit-guarantee.md): each claim with the customer's photos, the line, its
 * farm and what it was paid; the owner approves money back to the card or as store credit, or declines with a reason.
 */

type Deciding = { claim: AdminClaim; decision: 'approve' | 'decline' };

export function AdminClaimsPage() {
  const t = useT('admin');
  const [status, setStatus] = useState<ClaimStatus | ''>('OPEN');
  const query = useClaims(status);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  // The button that opened a dialog gets the focus back when it closes (the claim may have left the list: then the filter).
  const opener = useRef<HTMLElement | null>(null);
  const filter = useRef<HTMLSelectElement>(null);

  function open(claim: AdminClaim, decision: Deciding['decision'], button: HTMLElement) {
    opener.current = button;
    setDeciding({ claim, decision });
  }

  return (
    <AdminPage title={t('nav.claims')}>
      <p className="max-w-3xl text-sm text-muted-foreground">{t('claims.intro')}</p>
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="claim-status">{t('claims.filter.label')}</Label>
        <NativeSelect ref={filter} id="claim-status" value={status} onChange={(e) => setStatus(e.target.value as ClaimStatus | '')}>
          {claimStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`claims.status.${value}`)}
            </option>
          ))}
          <option value="">{t('claims.filter.all')}</option>
        </NativeSelect>
      </div>
      <QueryStates query={query} loading={t('claims.loading')} failed={t('claims.failed')} isEmpty={(data) => data.length === 0} empty={{ title: t('claims.empty') }}>
        {(claims) => (
          <ul className="grid gap-3">
            {claims.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} onDecide={open} />
            ))}
          </ul>
        )}
      </QueryStates>
      {deciding && (
        <DecideDialog
          {...deciding}
          onClose={() => setDeciding(null)}
          returnFocus={() => (opener.current?.isConnected ? opener.current : filter.current)?.focus()}
        />
      )}
    </AdminPage>
  );
}

function ClaimCard({ claim, onDecide }: { claim: AdminClaim; onDecide: (claim: AdminClaim, decision: Deciding['decision'], button: HTMLElement) => void }) {
  const t = useT('admin');
  const headingId = useId();
  return (
    <li className="grid gap-2 rounded-lg border p-4 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold">
          {t('claims.heading', { product: claim.product.name, reason: t(`claims.reason.${claim.reason}`) })}
        </h2>
        <Badge variant={claim.status === 'OPEN' ? 'warning' : claim.status === 'APPROVED' ? 'success' : 'secondary'}>{t(`claims.status.${claim.status}`)}</Badge>
      </div>
      <p className="text-muted-foreground">
        {t('claims.line', { quantity: claim.quantity, farm: claim.farm.name, date: formatDateTime(claim.createdAt) })}{' '}
        <Link to={adminPaths.order(claim.orderId)} className="text-primary underline underline-offset-2">
          {orderNumber(claim.orderId)}
        </Link>
        {claim.customer && (
          <>
            {' · '}
            <Link to={adminPaths.customer(claim.customer.id)} className="text-primary underline underline-offset-2">
              {claim.customer.displayName}
            </Link>
          </>
        )}
      </p>
      {claim.note && <p className="whitespace-pre-line">{claim.note}</p>}
      {claim.media.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('claims.photos')}>
          {claim.media.map((file, index) => (
            <li key={file.id}>
              <a href={file.url.original} target="_blank" rel="noreferrer">
                <img src={file.url.thumbnail ?? file.url.original} alt={t('claims.photo', { number: index + 1 })} className="size-20 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>{t('claims.paid', { paid: formatRm(claim.paid), card: formatRm(claim.cardRefundable) })}</p>
      {claim.status === 'OPEN' && <p>{t(`claims.wants.${claim.wants}`)}</p>}
      {claim.status === 'APPROVED' && claim.amount !== null && (
        <p className="font-medium">{t(claim.outcome === 'card' ? 'claims.approvedToCard' : 'claims.approvedToCredit', { amount: formatRm(claim.amount) })}</p>
      )}
      {claim.status === 'DECLINED' && <p className="font-medium">{t('claims.declinedBecause', { reason: claim.declineReason ?? '' })}</p>}
      {claim.status === 'OPEN' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={(e) => onDecide(claim, 'approve', e.currentTarget)}>
            <CheckIcon aria-hidden="true" />
            {t('claims.approve.button')}
          </Button>
          <Button size="sm" variant="outline" onClick={(e) => onDecide(claim, 'decline', e.currentTarget)}>
            <XIcon aria-hidden="true" />
            {t('claims.decline.button')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Approve (where the money goes and how much) or decline (why). No DialogTrigger opens it, so `returnFocus` puts the
 * focus back once it has gone, as the console's other row dialogs do.
 */
function DecideDialog({ claim, decision, onClose, returnFocus }: Deciding & { onClose: () => void; returnFocus: () => void }) {
  const t = useT('admin');
  const id = useId();
  const limits = claimLimits(claim);
  const [outcome, setOutcome] = useState<ClaimOutcome>(limits.defaultOutcome);
  const [amount, setAmount] = useState(String(limits.max[limits.defaultOutcome]));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideClaim({
    success: t(decision === 'approve' ? 'claims.approve.done' : 'claims.decline.done'),
    failure: t(decision === 'approve' ? 'claims.approve.failed' : 'claims.decline.failed'),
  });

  function send(event: React.FormEvent) {
    event.preventDefault();
    if (decision === 'approve') {
      const wrong = amountProblem(Number(amount), outcome, limits);
      setProblem(wrong && t(wrong, { max: formatRm(limits.max[outcome]) }));
      if (!wrong) decide.mutate({ id: claim.id, body: { decision, outcome, amount: Number(amount) } }, { onSuccess: onClose });
    } else {
      const wrong = reason.trim() ? null : t('claims.decline.reasonRequired');
      setProblem(wrong);
      if (!wrong) decide.mutate({ id: claim.id, body: { decision, reason: reason.trim() } }, { onSuccess: onClose });
    }
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t(decision === 'approve' ? 'claims.approve.title' : 'claims.decline.title', { product: claim.product.name })}</DialogTitle>
          <DialogDescription>{t('claims.paid', { paid: formatRm(claim.paid), card: formatRm(claim.cardRefundable) })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={send} noValidate className="grid gap-4">
          {decision === 'approve' ? (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{t('claims.approve.outcome')}</legend>
                <RadioGroup value={outcome} onValueChange={(value) => setOutcome(value as ClaimOutcome)}>
                  {(['card', 'credit'] as const).map((value) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-${value}`} value={value} disabled={value === 'card' && !limits.cardAvailable} />
                      <Label htmlFor={`${id}-${value}`}>{t(`claims.approve.${value}`, { max: formatRm(limits.max[value]) })}</Label>
                    </div>
                  ))}
                </RadioGroup>
              </fieldset>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-amount`}>{t('claims.approve.amount')}</Label>
                <Input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                />
              </div>
            </>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-reason`}>{t('claims.decline.reason')}</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
            </div>
          )}
          {problem && (
            <p id={`${id}-problem`} className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <BusyButton type="submit" busy={decide.isPending} busyLabel={t('claims.busy')}>
            {t(decision === 'approve' ? 'claims.approve.confirm' : 'claims.decline.confirm')}
          </BusyButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
