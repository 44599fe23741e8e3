import { zodResolver } from '@hookform/resolvers/zod';
import type { AlertTarget, CreateAlertReply } from '@durio/shared/schemas/alerts';
import { BellRingIcon, MailCheckIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { FieldError, FormError, submitErrorMessage } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { language, useT } from '@/lib/i18n';
import { visitorAlertFormSchema, type VisitorAlertForm } from '../alert-form-schema';
import { waitingAlertAbout } from '../alert-targets';
import { useCreateAlert } from '../api/create-alert';
import { useMyAlerts } from '../api/list-my-alerts';

type Outcome = CreateAlertReply['status'];

/**
 * What the shopper reads once they have asked (or had asked before): a customer with a confirmed address has the
 * alert; anyone else is sent a link to confirm (docs/product/the-season.md, "Tell me when").
 */
function useOutcomeText(outcome: Outcome | null): string | null {
  const t = useT('controls');
  const { user, isSignedIn } = useAuth();
  if (outcome === 'active') return user ? t('tellMeWhen.active', { email: user.email }) : t('tellMeWhen.activeNoAddress');
  if (outcome === 'confirm-by-email') return isSignedIn ? t('tellMeWhen.confirmCustomer') : t('tellMeWhen.confirmVisitor');
  return null;
}

/** A visitor's form: the address to tell, and what it will be used for. */
function VisitorForm({ onAsk, consentId }: { onAsk: (email: string) => Promise<unknown>; consentId: string }) {
  const t = useT('controls');
  const id = useId();
  const form = useForm<VisitorAlertForm>({ resolver: zodResolver(visitorAlertFormSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(({ email }) =>
    onAsk(email).catch(
      // The refusal is shown above the field by the caller; nothing else to do here.
      () => undefined,
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('tellMeWhen.title')} className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t('tellMeWhen.email')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            aria-required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error ${consentId}` : consentId}
            {...form.register('email')}
          />
          <BusyButton type="submit" busy={isSubmitting} busyLabel={t('tellMeWhen.asking')}>
            <BellRingIcon aria-hidden="true" />
            {t('tellMeWhen.button')}
          </BusyButton>
        </div>
        <FieldError id={`${id}-email-error`} message={errors.email?.message} />
      </div>
    </form>
  );
}

/**
 * The ask itself: one button for a signed-in customer (the account's address is used), an e-mail field for a
 * visitor; the consent sentence under either; the server's refusals at the form, and the outcome in a live region.
 */
function AlertAsk({ target }: { target: AlertTarget }) {
  const t = useT('controls');
  const consentId = useId();
  const { isSignedIn } = useAuth();
  const mine = useMyAlerts();
  const create = useCreateAlert();
  const [reply, setReply] = useState<Outcome | null>(null);
  // A customer who asked before (on this page or another) sees where their alert stands rather than the button.
  const earlier = isSignedIn ? waitingAlertAbout(mine.data, target) : undefined;
  const outcome = reply ?? (earlier ? (earlier.confirmedAt ? 'active' : 'confirm-by-email') : null);
  const outcomeText = useOutcomeText(outcome);
  const said = useRef<HTMLParagraphElement>(null);
  // The button or form that had the focus is gone once the shop has answered: the focus goes to the answer.
  useEffect(() => {
    if (reply) said.current?.focus();
  }, [reply]);

  const ask = (email?: string) =>
    create.mutateAsync({ target, email, language }).then((answer) => setReply(answer.status));

  return (
    <div className="grid gap-3">
      {/* Always in the page (out of sight while empty), so that what it comes to say is announced. */}
      <p
        ref={said}
        role="status"
        tabIndex={-1}
        className={outcomeText ? 'flex items-start gap-2 text-sm font-medium text-emerald-800 outline-none dark:text-emerald-300' : 'sr-only'}
      >
        {outcomeText && <MailCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
        {outcomeText}
      </p>
      {outcome === null && (
        <>
          <FormError message={create.isError ? submitErrorMessage(create.error, t('tellMeWhen.failed')) : null} />
          {isSignedIn ? (
            <BusyButton
              type="button"
              variant="outline"
              className="justify-self-start"
              aria-describedby={consentId}
              busy={create.isPending}
              busyLabel={t('tellMeWhen.asking')}
              onClick={() => void ask().catch(() => undefined)}
            >
              <BellRingIcon aria-hidden="true" />
              {t('tellMeWhen.button')}
            </BusyButton>
          ) : (
            <VisitorForm onAsk={ask} consentId={consentId} />
          )}
          <p id={consentId} className="text-xs text-muted-foreground">
            {t('tellMeWhen.consent')}
          </p>
        </>
      )}
    </div>
  );
}

export interface TellMeWhenProps {
  /** The product, the tree or the variety that cannot be ordered now. */
  target: AlertTarget;
  /** Its name as the page shows it (a variety in the page's language). */
  name: string;
  /** 'panel': a box on a product's or tree's page; 'dialog': a button opening it, for a row of the season's table. */
  appearance?: 'panel' | 'dialog';
  className?: string;
}

/**
 * "Tell me when" (docs/product/the-season.md) on something that cannot be ordered now: a product not buyable, a tree
 * or a variety not in season. Whoever asks is e-mailed once when it can be ordered; a visitor confirms their address first.
 * Pages show it through tell-me-when.tsx, which loads it when it is needed.
 */
export function TellMeWhenPanel({ target, name, appearance = 'panel', className }: TellMeWhenProps) {
  const t = useT('controls');
  const headingId = useId();

  if (appearance === 'dialog') {
    return (
      <Dialog>
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm" className={className}>
            <BellRingIcon aria-hidden="true" />
            {t('tellMeWhen.button')}
            <span className="sr-only"> {t('tellMeWhen.about', { name })}</span>
          </Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('tellMeWhen.dialogTitle', { name })}</DialogTitle>
            <DialogDescription>{t('tellMeWhen.notNow', { name })}</DialogDescription>
          </DialogHeader>
          <AlertAsk target={target} />
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cn('grid gap-3 rounded-xl border bg-card p-4', className)}>
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <BellRingIcon className="size-4 text-emerald-700" aria-hidden="true" />
        {t('tellMeWhen.title')}
      </h2>
      <AlertAsk target={target} />
    </section>
  );
}
