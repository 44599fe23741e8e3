import { useUnsubscribeAlert } from '@/features/alerts/api/unsubscribe-alert';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AlertLinkCard, isDeadLink, useActOnceOnLoad, useLinkToken, type LinkState } from './alert-link-card';

/** /alerts/unsubscribe?token=…: the told e-mail's link ends the alert, in one click. */
export function AlertUnsubscribePage() {
  const t = useT('account');
  useDocumentTitle(t('alerts.unsubscribe.title'));
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeAlert();
  useActOnceOnLoad(token, unsubscribe.mutate);

  let state: LinkState;
  if (!token || isDeadLink(unsubscribe.error)) state = { kind: 'dead' };
  else if (unsubscribe.isError) state = { kind: 'failed', error: unsubscribe.error };
  else if (unsubscribe.isSuccess) state = { kind: 'done', title: t('alerts.unsubscribe.doneTitle'), message: t('alerts.unsubscribe.done') };
  else state = { kind: 'working' };

  return (
    <AlertLinkCard
      state={state}
      workingTitle={t('alerts.unsubscribe.title')}
      workingMessage={t('alerts.unsubscribe.working')}
      onRetry={() => unsubscribe.mutate(token)}
    />
  );
}
