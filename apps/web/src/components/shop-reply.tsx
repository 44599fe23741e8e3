import type { ShopReply } from '@durio/shared/schemas/catalogue';
import { StoreIcon } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The shop's public answer under a review (docs/product/catalogue.md): on the product page and on the buyer's order. */
export function ShopReplyNote({ reply }: { reply: ShopReply }) {
  const t = useT('controls');
  return (
    <div className="mt-3 rounded-lg border-l-4 border-primary/60 bg-muted/60 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 font-medium">
        <StoreIcon className="size-4 shrink-0" aria-hidden="true" />
        {t('shopReply.title')}
        <time dateTime={reply.repliedAt} className="font-normal text-muted-foreground">
          {formatDate(reply.repliedAt)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-stone-700">{reply.text}</p>
    </div>
  );
}
