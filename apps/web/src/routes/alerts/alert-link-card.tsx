import { alertRefusals } from '@durio/shared/schemas/alerts';
import { CircleCheckIcon, LinkIcon, LoaderCircleIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { translateMessage } from '@/lib/api-messages';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/*
 * The pages the "Tell me when" e-mails link to (docs/product/the-season.md): each does what its link is for once, as it
 * opens (one click from the e-mail), and says what happened. The page's script makes the call, a POST: mail scanners
 * that fetch every link of an e-mail run no script, so they neither start nor stop an alert.
 */

/** The link's token, as the e-mail wrote it. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() ?? '';
}

/**
 * Calls `act` with `token` once, when the page opens with one: not again when React runs effects twice (StrictMode)
 * or the page renders anew. Trying again after a failure is the reader's own press.
 */
export function useActOnceOnLoad(token: string, act: (token: string) => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !token) return;
    done.current = true;
    act(token);
  }, [token, act]);
}

/** A link used already, spent, or never one: the API answers 404 (or 400 for a token of the wrong shape). */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export type LinkState = { kind: 'working' } | { kind: 'done'; title: string; message: string } | { kind: 'dead' } | { kind: 'failed'; error: unknown };

const icons = {
  working: { Icon: LoaderCircleIcon, tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300 [&>svg]:animate-spin' },
  done: { Icon: CircleCheckIcon, tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  dead: { Icon: LinkIcon, tone: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
  failed: { Icon: TriangleAlertIcon, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
} as const;

/**
 * The card of an alert link's page, in the account pages' frame: its title, and what happened in a live region that
 * is there from the first moment, so the outcome is announced when it arrives.
 */
export function AlertLinkCard({
  state,
  workingTitle,
  workingMessage,
  onRetry,
  actions,
}: {
  state: LinkState;
  workingTitle: string;
  workingMessage: string;
  onRetry: () => void;
  /** The links shown once it is done. */
  actions?: ReactNode;
}) {
  const t = useT('account');
  const { Icon, tone } = icons[state.kind];
  const title =
    state.kind === 'done' ? state.title : state.kind === 'dead' ? t('alerts.link.deadTitle') : state.kind === 'failed' ? t('alerts.link.failedTitle') : workingTitle;
  const message =
    state.kind === 'done'
      ? state.message
      : state.kind === 'dead'
        ? translateMessage(alertRefusals.linkNotValid)
        : state.kind === 'failed'
          ? errorMessage(state.error, t('alerts.link.failed'))
          : workingMessage;

  return (
    <div className="flex justify-center bg-gradient-to-b from-emerald-50/70 to-transparent px-4 py-12 sm:py-16 dark:from-emerald-950/40">
      <div className="grid w-full max-w-md justify-items-center gap-5 rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <DurianMark className="size-12" />
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <span className={`flex size-14 items-center justify-center rounded-full ${tone}`}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p role="status" className="text-sm text-muted-foreground">
          {message}
        </p>
        {state.kind === 'failed' && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        )}
        {state.kind === 'done' && actions}
        {(state.kind === 'dead' || state.kind === 'done') && (
          <Link to={paths.shop} className={buttonVariants({ variant: state.kind === 'done' && actions ? 'ghost' : 'outline' })}>
            {t('alerts.link.shop')}
          </Link>
        )}
      </div>
    </div>
  );
}
