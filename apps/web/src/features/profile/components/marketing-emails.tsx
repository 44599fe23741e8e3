import type { UserProfile } from '@durio/shared/schemas/auth';
import { useId, useState } from 'react';
import { FormError, submitErrorMessage } from '@/components/form-error';
import { MarketingConsentCheckbox } from '@/components/marketing-consent-checkbox';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSetMarketingConsent } from '../api/set-marketing-consent';

/**
 * "Marketing e-mails" on the Profile tab (docs/product/your-data.md, "Consent"): the registration's checkbox again,
 * saved as soon as it changes, and when the customer last said yes or no.
 */
export function MarketingEmails({ user }: { user: UserProfile }) {
  const t = useT('account');
  const id = useId();
  const setConsent = useSetMarketingConsent();
  const [error, setError] = useState<string | null>(null);
  const { given, at } = user.marketingConsent;

  async function handleChange(checked: boolean) {
    setError(null);
    try {
      await setConsent.mutateAsync(checked);
    } catch (failure) {
      setError(submitErrorMessage(failure, t('marketingEmails.failed')));
    }
  }

  let state = t('marketingEmails.never');
  if (at) state = t(given ? 'marketingEmails.givenOn' : 'marketingEmails.withdrawnOn', { date: formatDate(at) });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('marketingEmails.title')}
      </h2>
      <MarketingConsentCheckbox
        id={`${id}-consent`}
        checked={given}
        disabled={setConsent.isPending}
        describedBy={`${id}-state`}
        onChange={(checked) => void handleChange(checked)}
      />
      <p id={`${id}-state`} role="status" className="text-sm">
        {state}
      </p>
      <FormError message={error} />
      <p className="text-sm text-muted-foreground">{t('marketingEmails.ordersNote')}</p>
    </section>
  );
}
