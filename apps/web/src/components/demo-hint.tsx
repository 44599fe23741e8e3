import { useQuery } from '@tanstack/react-query';
import { appConfigQueryOptions } from '@/lib/auth-api';
import { useT } from '@/lib/i18n';

const roleKeys = { CUSTOMER: 'demoHint.role.customer', ADMIN: 'demoHint.role.admin' } as const;

/** The demo accounts of a shop loaded with demo data (docs/product/accounts-and-tokens.md); nothing in a shop without them. */
export function DemoHint() {
  const t = useT('account');
  const config = useQuery(appConfigQueryOptions());
  const demo = config.data?.demoSignIn;
  if (!demo?.password || demo.accounts.length === 0) return null;
  // The e-mails and the password are data; the sentence and the role names are texts.
  const accounts = demo.accounts
    .map((account) => t('demoHint.account', { email: account.email, role: t(roleKeys[account.role]) }))
    .join(' · ');
  return (
    <p className="rounded-lg border border-dashed border-emerald-300 bg-emerald-50 px-3 py-2 text-center text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
      {t('demoHint.text', { accounts, password: demo.password })}
    </p>
  );
}
