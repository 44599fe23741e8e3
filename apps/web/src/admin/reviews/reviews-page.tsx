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
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { NativeSelect } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useTableParams } from '../components/use-table-params';

const LIMIT = 20;
const when = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' });

/** Hiding asks why: the shop keeps the reason (DECISIONS §3), and hidden reviews leave every list and rating. */
function HideDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useAdminMutation({ success: 'Review hidden', failure: 'Failed to hide the review' });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Say why the review is hidden');
      return;
    }
    hide.mutate({ method: 'PATCH', path: apiPaths.admin.reviewVisibility(review.id), body: { hidden: true, reason: reason.trim() } }, { onSuccess: onClose });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Hide this review?</DialogTitle>
          <DialogDescription>It leaves the product page, the reviews lists and the ratings. Its author still sees it on their order.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
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
          <BusyButton type="submit" busy={hide.isPending} busyLabel="Hiding..." className="justify-self-start">
            Hide review
          </BusyButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Every review, newest first; hide one with a reason, or show it again. */
export function AdminReviewsPage() {
  const params = useTableParams({ hidden: '' });
  const query = useAdminQuery<{ items: AdminReview[]; meta: { totalCount: number } }>(apiPaths.admin.reviews, {
    hidden: params.get('hidden') || undefined,
    page: params.page,
    limit: LIMIT,
  });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const show = useAdminMutation({ success: 'Review shown again', failure: 'Failed to show the review' });
  const pages = Math.max(1, Math.ceil((query.data?.meta.totalCount ?? 0) / LIMIT));

  return (
    <AdminPage title="Reviews">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="review-filter">Show</Label>
        <NativeSelect id="review-filter" value={params.get('hidden')} onChange={(e) => params.set({ hidden: e.target.value })}>
          <option value="">All reviews</option>
          <option value="false">Visible</option>
          <option value="true">Hidden</option>
        </NativeSelect>
      </div>
      <QueryStates
        query={query}
        loading="Loading reviews..."
        failed="Failed to load reviews"
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: 'No reviews found' }}
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((review) => (
              <li key={review.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="flex items-center gap-1 font-medium">
                    <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                    {review.rating} of 5
                  </span>
                  <Link to={paths.admin.product(review.product.id)} className="text-primary hover:underline">
                    {review.product.name}
                  </Link>
                  <span className="text-muted-foreground">
                    by {review.user.displayName} · {when.format(new Date(review.createdAt))}
                  </span>
                  {review.verifiedPurchase && <Badge variant="success">Verified purchase</Badge>}
                  {review.hidden && <Badge variant="secondary">Hidden</Badge>}
                </div>
                <p className="whitespace-pre-line">{review.review}</p>
                {review.media.length > 0 && (
                  <div className="flex gap-1">
                    {review.media.map((file) => (file.url.thumbnail ? <img key={file.id} src={file.url.thumbnail} alt="" className="size-14 rounded object-cover" /> : null))}
                  </div>
                )}
                {review.hidden && review.hiddenReason && <p className="text-muted-foreground">Hidden because: {review.hiddenReason}</p>}
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
                      Show review
                    </Button>
                  ) : (
                    <Button variant="outline" size="sm" onClick={() => setHiding(review)}>
                      <EyeOffIcon aria-hidden="true" />
                      Hide review
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {pages > 1 && (
        <nav aria-label="Review pages" className="flex items-center gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={params.page <= 1} onClick={() => params.setPage(params.page - 1)}>
            Previous
          </Button>
          <span>
            Page {params.page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={params.page >= pages} onClick={() => params.setPage(params.page + 1)}>
            Next
          </Button>
        </nav>
      )}
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </AdminPage>
  );
}
