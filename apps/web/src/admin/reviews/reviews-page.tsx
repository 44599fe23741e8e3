import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import { SHOP_REPLY_MAX } from '@durio/shared/schemas/review-moderation';
import { EyeIcon, EyeOffIcon, LoaderCircleIcon, MessageSquareReplyIcon, StarIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { ShopReplyNote } from '@/components/shop-reply';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { AdminPage } from '../components/admin-page';
import { ProductPicker } from '../components/catalogue-pickers';
import { Pager } from '../components/data-table';
import { NativeSelect } from '../components/form-fields';
import { HistoryDisclosure } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useTableParams } from '../components/use-table-params';
import { useAdminReviews } from './api/list-admin-reviews';
import { useRemoveReviewReply, useReplyToReview } from './api/reply-to-review';
import { useHideReview, useShowReview } from './api/set-review-visibility';
import { adminPaths } from '../components/admin-paths';

const LIMIT = 20;

/**
 * A dialog of the reviews page that asks for one text about a review (why it is hidden, the shop's reply) and sends
 * it. No DialogTrigger opens it, so Radix has no trigger to give the focus back to and would leave it on <body>:
 * `returnFocus` puts it back once the dialog has gone. `onClose(true)` once the text is sent.
 */
function ReviewTextDialog({
  title,
  description,
  quote,
  label,
  initial = '',
  maxLength,
  problem,
  submit,
  extra,
  onClose,
  returnFocus,
}: {
  title: string;
  description: string;
  /** The review itself, when the text answers it. */
  quote?: string;
  label: string;
  initial?: string;
  maxLength: number;
  /** What is wrong with the text, in the page's language, or null. */
  problem: (text: string) => string | null;
  submit: { label: string; busyLabel: string; busy: boolean; send: (text: string, done: () => void) => void };
  /** Another action beside the submit button (remove the reply). */
  extra?: (done: () => void) => React.ReactNode;
  onClose: (changed: boolean) => void;
  returnFocus: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const done = () => onClose(true);
  function send(event: React.FormEvent) {
    event.preventDefault();
    const wrong = problem(text.trim());
    setError(wrong);
    if (!wrong) submit.send(text.trim(), done);
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {quote !== undefined && (
          <blockquote className="max-h-32 overflow-y-auto border-l-4 pl-3 text-sm whitespace-pre-line text-muted-foreground">{quote}</blockquote>
        )}
        <form onSubmit={send} noValidate className="grid gap-3">
          <Label htmlFor={`${id}-text`}>{label}</Label>
          <Textarea
            id={`${id}-text`}
            value={text}
            maxLength={maxLength}
            rows={quote !== undefined ? 5 : undefined}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <BusyButton type="submit" busy={submit.busy} busyLabel={submit.busyLabel}>
              {submit.label}
            </BusyButton>
            {extra?.(done)}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Hiding asks why: the shop keeps the reason (docs/product/admin-console.md), and hidden reviews leave every list and rating. */
function HideDialog({ review, onClose, returnFocus }: { review: AdminReview; onClose: (hidden: boolean) => void; returnFocus: () => void }) {
  const t = useT('admin');
  const hide = useHideReview({ success: t('reviews.hide.done'), failure: t('reviews.hide.failed') });
  return (
    <ReviewTextDialog
      title={t('reviews.hide.title')}
      description={t('reviews.hide.description')}
      label={t('reviews.hide.reason')}
      maxLength={500}
      problem={(reason) => (reason.length < 3 ? t('reviews.hide.reasonRequired') : null)}
      submit={{
        label: t('reviews.hide.button'),
        busyLabel: t('reviews.hide.busy'),
        busy: hide.isPending,
        send: (reason, done) => hide.mutate({ id: review.id, reason }, { onSuccess: done }),
      }}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}

/**
 * The shop's public reply under a review (docs/product/catalogue.md): written, rewritten, or taken away. Shoppers
 * see it under the review on the product page, and its author on their order.
 */
function ReplyDialog({ review, onClose, returnFocus }: { review: AdminReview; onClose: (changed: boolean) => void; returnFocus: () => void }) {
  const t = useT('admin');
  const save = useReplyToReview({ success: t('reviews.reply.done'), failure: t('reviews.reply.failed') });
  const remove = useRemoveReviewReply({ success: t('reviews.reply.removed'), failure: t('reviews.reply.removeFailed') });
  return (
    <ReviewTextDialog
      title={t('reviews.reply.title')}
      description={t('reviews.reply.description', { name: review.user.displayName })}
      quote={review.review}
      label={t('reviews.reply.label')}
      initial={review.shopReply?.text ?? ''}
      maxLength={SHOP_REPLY_MAX}
      problem={(text) => (text.length === 0 ? t('reviews.reply.required') : null)}
      submit={{
        label: t('reviews.reply.save'),
        busyLabel: t('reviews.reply.busy'),
        busy: save.isPending,
        send: (text, done) => save.mutate({ id: review.id, text }, { onSuccess: done }),
      }}
      extra={(done) =>
        review.shopReply && (
          <BusyButton type="button" variant="outline" busy={remove.isPending} busyLabel={t('reviews.reply.removing')} onClick={() => remove.mutate(review.id, { onSuccess: done })}>
            {t('reviews.reply.remove')}
          </BusyButton>
        )
      }
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}

/**
 * One button that hides a review or shows it again: the same element before and after, so it keeps the focus through
 * the change. While the change is saved it is aria-disabled and ignores presses; `disabled` would drop the focus to
 * <body> (WAI-ARIA APG, "Focusability of disabled controls").
 */
function VisibilityButton({ hidden, busy, onPress, ref }: { hidden: boolean; busy: boolean; onPress: () => void; ref: Ref<HTMLButtonElement> }) {
  const t = useT('admin');
  const Icon = busy ? LoaderCircleIcon : hidden ? EyeIcon : EyeOffIcon;
  return (
    <Button ref={ref} variant="outline" size="sm" aria-disabled={busy || undefined} onClick={() => !busy && onPress()}>
      <Icon className={cn(busy && 'animate-spin')} aria-hidden="true" />
      {busy ? t('reviews.show.busy') : hidden ? t('reviews.show.button') : t('reviews.hide.button')}
    </Button>
  );
}

/** Every review, newest first; hide one with a reason, or show it again. */
export function AdminReviewsPage() {
  const t = useT('admin');
  const params = useTableParams({ hidden: '', rating: '', replied: '', product: '' });
  const query = useAdminReviews({
    hidden: params.get('hidden') || undefined,
    rating: params.get('rating') || undefined,
    replied: params.get('replied') || undefined,
    productId: params.get('product') || undefined,
    page: params.page,
    limit: LIMIT,
  });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [replying, setReplying] = useState<AdminReview | null>(null);
  const replyButtons = useRef(new Map<string, HTMLButtonElement>());
  const show = useShowReview({ success: t('reviews.show.done'), failure: t('reviews.show.failed') });
  const filter = useRef<HTMLSelectElement>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const focusToggle = (id: string) => toggles.current.get(id)?.focus();

  /*
   * After a review is hidden or shown, or answered, the keyboard stays with it, on the button that made the change
   * (the toast says what changed). When the filters took it off the list, the focus goes to the review that took
   * its place, or to the first filter when none did, rather than falling to <body>.
   */
  const [changed, setChanged] = useState<{ id: string; index: number; button: 'visibility' | 'reply' } | null>(null);
  const handled = useRef<typeof changed>(null);
  const settled = query.data && !query.isFetching ? query.data.items : null;
  useEffect(() => {
    if (!changed || !settled || handled.current === changed) return;
    handled.current = changed;
    const next = settled.find((r) => r.id === changed.id) ?? settled[Math.min(changed.index, settled.length - 1)];
    if (next) (changed.button === 'reply' ? replyButtons : toggles).current.get(next.id)?.focus();
    else filter.current?.focus();
  }, [changed, settled]);
  const showing = (review: AdminReview) => show.isPending && show.variables === review.id;
  const changedAt = (review: AdminReview, button: 'visibility' | 'reply' = 'visibility') => ({
    id: review.id,
    index: query.data?.items.findIndex((r) => r.id === review.id) ?? 0,
    button,
  });
  function showReview(review: AdminReview) {
    const at = changedAt(review);
    show.mutate(review.id, { onSuccess: () => setChanged(at) });
  }

  return (
    <AdminPage title={t('nav.reviews')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="review-filter">{t('reviews.filter.label')}</Label>
          <NativeSelect ref={filter} id="review-filter" value={params.get('hidden')} onChange={(e) => params.set({ hidden: e.target.value })}>
            <option value="">{t('reviews.filter.all')}</option>
            <option value="false">{t('reviews.filter.visible')}</option>
            <option value="true">{t('reviews.hidden')}</option>
          </NativeSelect>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="review-rating">{t('reviews.filter.stars')}</Label>
          <NativeSelect id="review-rating" value={params.get('rating')} onChange={(e) => params.set({ rating: e.target.value })}>
            <option value="">{t('reviews.filter.anyStars')}</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={String(stars)}>
                {t('reviews.filter.starCount', { count: stars })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="review-replied">{t('reviews.filter.replies')}</Label>
          <NativeSelect id="review-replied" value={params.get('replied')} onChange={(e) => params.set({ replied: e.target.value })}>
            <option value="">{t('reviews.filter.anyReply')}</option>
            <option value="false">{t('reviews.filter.notReplied')}</option>
            <option value="true">{t('reviews.filter.replied')}</option>
          </NativeSelect>
        </div>
        <ProductPicker
          label={t('reviews.filter.product')}
          none={t('reviews.filter.anyProduct')}
          value={params.get('product') || null}
          onChange={(option) => params.set({ product: option?.id ?? null })}
        />
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
                    <Link to={adminPaths.product(review.product.id)} className="text-primary hover:underline">
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
                  {review.shopReply && <ShopReplyNote reply={review.shopReply} />}
                  <HistoryDisclosure entity="review" entityId={review.id} />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      ref={(node) => {
                        if (node) replyButtons.current.set(review.id, node);
                        return () => {
                          replyButtons.current.delete(review.id);
                        };
                      }}
                      variant="outline"
                      size="sm"
                      onClick={() => setReplying(review)}
                    >
                      <MessageSquareReplyIcon aria-hidden="true" />
                      {review.shopReply ? t('reviews.reply.edit') : t('reviews.reply.button')}
                    </Button>
                    <VisibilityButton
                      ref={(node) => {
                        if (node) toggles.current.set(review.id, node);
                        return () => {
                          toggles.current.delete(review.id);
                        };
                      }}
                      hidden={review.hidden}
                      busy={showing(review)}
                      onPress={() => (review.hidden ? showReview(review) : setHiding(review))}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <Pager label={t('nav.reviews')} page={params.page} limit={LIMIT} total={data.meta.totalCount} onPage={params.setPage} placeholder={query.isPlaceholderData} />
          </>
        )}
      </QueryStates>
      {replying && (
        <ReplyDialog
          review={replying}
          onClose={(changedReply) => {
            if (changedReply) setChanged(changedAt(replying, 'reply'));
            setReplying(null);
          }}
          returnFocus={() => replyButtons.current.get(replying.id)?.focus()}
        />
      )}
      {hiding && (
        <HideDialog
          review={hiding}
          onClose={(hidden) => {
            if (hidden) setChanged(changedAt(hiding));
            setHiding(null);
          }}
          returnFocus={() => focusToggle(hiding.id)}
        />
      )}
    </AdminPage>
  );
}
