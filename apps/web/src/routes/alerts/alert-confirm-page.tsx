import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { alertTargetName, alertTargetPath } from '@/features/alerts/alert-target-pages';
import { useConfirmAlert } from '@/features/alerts/api/confirm-alert';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AlertLinkCard, isDeadLink, useActOnceOnLoad, useLinkToken, type LinkState } from './alert-link-card';

/** /alerts/confirm?token=…: the confirmation e-mail's link starts the visitor's alert (their consent). */
export function AlertConfirmPage() {
  const t = useT('account');
  useDocumentTitle(t('alerts.confirm.title'));
  const token = useLinkToken();
  const confirm = useConfirmAlert();
  useActOnceOnLoad(token, confirm.mutate);

  let state: LinkState;
  if (!token || isDeadLink(confirm.error)) state = { kind: 'dead' };
  else if (confirm.isError) state = { kind: 'failed', error: confirm.error };
  else if (confirm.isSuccess) {
    state = {
      kind: 'done',
      title: t('alerts.confirm.doneTitle'),
      message: t('alerts.confirm.done', { name: alertTargetName(confirm.data.target) }),
    };
  } else state = { kind: 'working' };

  return (
    <AlertLinkCard
      state={state}
      workingTitle={t('alerts.confirm.title')}
      workingMessage={t('alerts.confirm.working')}
      onRetry={() => confirm.mutate(token)}
      actions={
        confirm.data && (
          <Link to={alertTargetPath(confirm.data.target)} className={buttonVariants()}>
            {t('alerts.confirm.see', { name: alertTargetName(confirm.data.target) })}
          </Link>
        )
      }
    />
  );
}
