import { zodResolver } from '@hookform/resolvers/zod';
import { applyVoucherBodySchema, type Cart } from '@durio/shared/schemas/cart';
import { TicketPercentIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { FieldError, submitErrorMessage } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { translateMessage } from '@/lib/api-messages';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useApplyCartVoucher } from '../api/apply-cart-voucher';
import { useRemoveCartVoucher } from '../api/remove-cart-voucher';

/**
 * The cart's voucher code (docs/product/fees.md, "Discounts"), on the cart and at checkout: a field to enter one, or
 * the code the cart holds with why it takes nothing off now (the cart changed under its terms) and a way to remove it.
 * The server judges the code; its refusal ('This code has expired') is said under the field, in the page's language.
 */
export function VoucherCode({ cart }: { cart: Pick<Cart, 'voucher'> }) {
  const t = useT('buying');
  const id = useId();
  const apply = useApplyCartVoucher();
  const remove = useRemoveCartVoucher();
  const form = useForm<{ code: string }>({ resolver: zodResolver(applyVoucherBodySchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  // Applying swaps the field for the code and removing swaps it back: the keyboard follows to what took the place of
  // the control it pressed, never to the page's top.
  const removeButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const holdsCode = cart.voucher !== null;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (holdsCode) removeButton.current?.focus();
    else form.setFocus('code');
  }, [holdsCode, form]);
  // Set before the call: the cart the reply brings may render before the call's own callbacks run.
  const applyCode = ({ code }: { code: string }) => {
    moved.current = true;
    return apply.mutateAsync(code).then(
      () => form.reset({ code: '' }),
      (err: unknown) => {
        moved.current = false;
        form.setError('code', { message: submitErrorMessage(err, t('voucher.failed')) }, { shouldFocus: true });
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(applyCode)(event);
  const removeCode = () => {
    moved.current = true;
    remove.mutate(undefined, {
      onError: (err) => {
        moved.current = false;
        toast.error(errorMessage(err, t('voucher.removeFailed')));
      },
    });
  };

  if (cart.voucher) {
    const { code, refusal } = cart.voucher;
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-3 text-sm" role="group" aria-labelledby={`${id}-code`}>
        <div className="flex items-center justify-between gap-2">
          <p id={`${id}-code`} className="flex items-center gap-2 font-medium">
            <TicketPercentIcon className="size-4 text-emerald-700" aria-hidden="true" />
            {t('voucher.applied', { code })}
          </p>
          <Button
            ref={removeButton}
            type="button"
            variant="ghost"
            size="sm"
            onClick={removeCode}
            disabled={remove.isPending}
            aria-label={t('voucher.remove', { code })}
          >
            <XIcon aria-hidden="true" />
            {t('voucher.removeShort')}
          </Button>
        </div>
        {refusal && (
          <p className="text-amber-900" role="status">
            {translateMessage(refusal)}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <Label htmlFor={`${id}-input`}>{t('voucher.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('code')}
        />
        <BusyButton type="submit" variant="outline" busy={apply.isPending} busyLabel={t('voucher.applying')}>
          {t('voucher.apply')}
        </BusyButton>
      </div>
      <FieldError id={`${id}-error`} message={error} role="alert" />
    </form>
  );
}
