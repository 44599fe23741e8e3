import { useQuery } from '@tanstack/react-query';
import { buttonVariants } from '@/components/ui/button';
import { appConfigQueryOptions } from '@/lib/auth-api';
import { useT } from '@/lib/i18n';
import { API_BASE } from '@/lib/paths';

/** The providers' names are brands: the same in every language. */
const providers = [
  { key: 'google', name: 'Google' },
  { key: 'facebook', name: 'Facebook' },
] as const;

/**
 * Google and Facebook sign-in, shown only for the providers the server has configured (docs/product/accounts-and-tokens.md: no dead
 * buttons). Each starts the provider's sign-in as a full-page visit to the server.
 */
export function SocialSignIn() {
  const t = useT('account');
  const config = useQuery(appConfigQueryOptions());
  const enabled = providers.filter((provider) => config.data?.socialSignIn[provider.key]);
  if (enabled.length === 0) return null;

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('socialSignIn.or')}
      </p>
      {enabled.map((provider) => (
        <a key={provider.key} href={`${API_BASE}/auth/${provider.key}`} className={buttonVariants({ variant: 'outline' })}>
          {t('socialSignIn.continueWith', { provider: provider.name })}
        </a>
      ))}
    </div>
  );
}
