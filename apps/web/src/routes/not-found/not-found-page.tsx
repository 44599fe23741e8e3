import { Link } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const t = useT('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <DurianMark className="size-20 opacity-90" />
      <h1 className="grid gap-2">
        <span className="text-7xl font-black tracking-tight text-emerald-800 dark:text-emerald-300">404</span>
        <span className="text-2xl font-bold">{t('notFound.heading')}</span>
      </h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
        {t('returnHome')}
      </Link>
    </div>
  );
}
