import { localizePath } from '@durio/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { appConfigQueryOptions } from '@/lib/auth-api';
import { language, useT } from '@/lib/i18n';
import { API_BASE, apiPaths } from '@/lib/paths';

/** The providers' names are brands: the same in every language. Only Google's sign-in is built (app-config says). */
const providers = [{ key: 'google', name: 'Google' }] as const;

/**
 * "Continue with Google", shown only when the server has it configured (docs/product/accounts-and-tokens.md: no dead
 * buttons). It starts the sign-in as a full-page visit to the server, which comes back to `returnTo` (a path of
 * the web app; the page the visitor is on when not given) with the hand-over ticket that auth.tsx redeems.
 */
export function SocialSignIn({ returnTo }: { returnTo?: string | undefined }) {
  const t = useT('account');
  const location = useLocation();
  const config = useQuery(appConfigQueryOptions());
  const enabled = providers.filter((provider) => config.data?.socialSignIn[provider.key]);
  if (enabled.length === 0) return null;
  // The server knows nothing of the router's language prefix: the path it returns to carries it.
  const comeBackTo = localizePath(language, returnTo ?? `${location.pathname}${location.search}`);

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('socialSignIn.or')}
      </p>
      {enabled.map((provider) => (
        <a key={provider.key} href={`${API_BASE}${apiPaths.googleStart(comeBackTo)}`} className={buttonVariants({ variant: 'outline' })}>
          {t('socialSignIn.continueWith', { provider: provider.name })}
        </a>
      ))}
    </div>
  );
}
