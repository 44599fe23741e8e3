import { useQuery } from '@tanstack/react-query';
import { appConfigQueryOptions } from '@/lib/auth-api';

const roleNames = { CUSTOMER: 'shopper', ADMIN: 'admin' } as const;

/** The demo accounts of a shop loaded with demo data (DECISIONS §2); nothing in a shop without them. */
export function DemoHint() {
  const config = useQuery(appConfigQueryOptions());
  const demo = config.data?.demoSignIn;
  if (!demo?.password || demo.accounts.length === 0) return null;
  return (
    <p className="rounded-lg border border-dashed border-emerald-300 bg-emerald-50 px-3 py-2 text-center text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
      Demo: {demo.accounts.map((account) => `${account.email} (${roleNames[account.role]})`).join(' · ')} / {demo.password}
    </p>
  );
}
