import type { UserProfile } from '@durio/shared/schemas/auth';
import type { MarketingConsentState } from '@durio/shared/schemas/marketing-consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { userProfileQueryOptions } from '@/lib/auth-api';
import { language } from '@/lib/i18n';
import { apiPaths } from '@/lib/paths';

/**
 * Says yes or no to marketing e-mails (docs/product/your-data.md, "Consent"). The page's language goes with it: the
 * server records the sentence of that language, the one the checkbox showed.
 */
export function setMarketingConsent(given: boolean): Promise<MarketingConsentState> {
  return apiRequest<MarketingConsentState>(apiPaths.marketingConsent, { method: 'PUT', body: { given, language } });
}

export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  return useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (marketingConsent) =>
      queryClient.setQueryData<UserProfile>(userProfileQueryOptions(userId).queryKey, (profile) =>
        profile ? { ...profile, marketingConsent } : profile,
      ),
  });
}
