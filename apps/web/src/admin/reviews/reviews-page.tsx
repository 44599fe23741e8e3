import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import { EyeIcon, EyeOffIcon, StarIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { Pager } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useTableParams } from '../components/use-table-params';

const LIMIT = 20;

/** Hiding asks why: the shop keeps the reason (DECISIONS §3), and hidden reviews leave every list and rating. */
function HideDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const t = useT('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useAdminMutation({ success: t('reviews.hide.done'), failure: t('reviews.hide.failed') });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t('reviews.hide.reasonRequired'));
      return;
    }
    hide.mutate({ method: 'PATCH', path: apiPaths.admin.reviewVisibility(review.id), body: { hidden: true, reason: reason.trim() } }, { onSuccess: onClose });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('reviews.hide.title')}</DialogTitle>
          <DialogDescription>{t('reviews.hide.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Label htmlFor={`${id}-reason`}>{t('reviews.hide.reason')}</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <BusyButton type="submit" busy={hide.isPending} busyLabel={t('reviews.hide.busy')} className="justify-self-start">
            {t('reviews.hide.button')}
          </BusyButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Every review, newest first; hide one with a reason, or show it again. */
export function AdminReviewsPage() {
  const t = useT('admin');
  const params = useTableParams({ hidden: '' });
  const query = useAdminQuery<{ items: AdminReview[]; meta: { totalCount: number } }>(apiPaths.admin.reviews, {
    hidden: params.get('hidden') || undefined,
    page: params.page,
    limit: LIMIT,
  });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const show = useAdminMutation({ success: t('reviews.show.done'), failure: t('reviews.show.failed') });

  return (
    <AdminPage title={t('nav.reviews')}>
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="review-filter">{t('reviews.filter.label')}</Label>
        <NativeSelect id="review-filter" value={params.get('hidden')} onChange={(e) => params.set({ hidden: e.target.value })}>
          <option value="">{t('reviews.filter.all')}</option>
          <option value="false">{t('reviews.filter.visible')}</option>
          <option value="true">{t('reviews.hidden')}</option>
        </NativeSelect>
      </div>
      <QueryStates
        query={query}
        loading={t('reviews.loading')}
        failed={t('reviews.failed')}
        isEmpty={(data) => data.meta.totalCount === 0}
        empty={{ title: t('reviews.empty') }}
      >
        {(data) => (
          <>
            <ul className="grid gap-3">
              {data.items.map((review) => (
                <li key={review.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="flex items-center gap-1 font-medium">
                      <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                      {t('reviews.rating', { rating: review.rating })}
                    </span>
                    <Link to={paths.admin.product(review.product.id)} className="text-primary hover:underline">
                      {review.product.name}
                    </Link>
                    <span className="text-muted-foreground">
                      {t('reviews.byline', { name: review.user.displayName, date: formatDate(review.createdAt) })}
                    </span>
                    {review.verifiedPurchase && <Badge variant="success">{t('reviews.verifiedPurchase')}</Badge>}
                    {review.hidden && <Badge variant="secondary">{t('reviews.hidden')}</Badge>}
                  </div>
                  <p className="whitespace-pre-line">{review.review}</p>
                  {review.media.length > 0 && (
                    <div className="flex gap-1">
                      {review.media.map((file) => (file.url.thumbnail ? <img key={file.id} src={file.url.thumbnail} alt="" className="size-14 rounded object-cover" /> : null))}
                    </div>
                  )}
                  {review.hidden && review.hiddenReason && <p className="text-muted-foreground">{t('reviews.hiddenBecause', { reason: review.hiddenReason })}</p>}
                  <HistoryDisclosure entity="review" entityId={review.id} />
                  <div>
                    {review.hidden ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={show.isPending}
                        onClick={() => show.mutate({ method: 'PATCH', path: apiPaths.admin.reviewVisibility(review.id), body: { hidden: false } })}
                      >
                        <EyeIcon aria-hidden="true" />
                        {t('reviews.show.button')}
                      </Button>
                    ) : (
                      <Button variant="outline" size="sm" onClick={() => setHiding(review)}>
                        <EyeOffIcon aria-hidden="true" />
                        {t('reviews.hide.button')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pager label={t('nav.reviews')} page={params.page} limit={LIMIT} total={data.meta.totalCount} onPage={params.setPage} placeholder={query.isPlaceholderData} />
          </>
        )}
      </QueryStates>
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </AdminPage>
  );
}
