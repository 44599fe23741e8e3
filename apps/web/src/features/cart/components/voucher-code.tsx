import { zodResolver } from '@hookform/resolvers/zod';
import { applyVoucherBodySchema, type Cart } from '@durio/shared/schemas/cart';
import { TicketPercentIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { FieldError, submitErrorMessage } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/api-messages';
import { useT } from '@/lib/i18n';
import { useApplyCartVoucher, useRemoveCartVoucher } from '../api/cart-voucher';

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
  const submit = form.handleSubmit(({ code }) =>
    apply.mutateAsync(code).then(
      () => form.reset({ code: '' }),
      (err: unknown) => form.setError('code', { message: submitErrorMessage(err, t('voucher.failed')) }),
    ),
  );

  if (cart.voucher) {
    const { code, refusal } = cart.voucher;
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-3 text-sm" role="group" aria-labelledby={`${id}-code`}>
        <div className="flex items-center justify-between gap-2">
          <p id={`${id}-code`} className="flex items-center gap-2 font-medium">
            <TicketPercentIcon className="size-4 text-emerald-700" aria-hidden="true" />
            {t('voucher.applied', { code })}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={() => remove.mutate(undefined)} disabled={remove.isPending} aria-label={t('voucher.remove', { code })}>
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
