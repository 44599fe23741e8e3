import type { Promotion } from '@durio/shared/schemas/promotions';
import { useMemo } from 'react';
import { formatNumber, malaysianToday } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { AdminColumn } from '../components/data-table';
import { discountColumns } from '../components/discount-columns';
import { DiscountsPage } from '../components/discounts-page';
import { usePromotions } from './api/list-promotions';
import { useSavePromotion } from './api/save-promotion';
import { PromotionDialog } from './promotion-dialog';
import { promotionTerms } from './promotion-form';

/*
 * The owner's automatic promotions (docs/product/fees.md, "Discounts"): every rule the cart applies without a code, in
 * the order they come off, with what it takes off, its terms, what its paid orders brought and whether a cart could
 * meet it today; added and changed in a dialog, paused or resumed from its row. Admins only, as the vouchers are.
 */

export function AdminPromotionsPage() {
  const t = useT('admin');
  const query = usePromotions();
  const pause = useSavePromotion({
    success: (promotion) => t(promotion.paused ? 'promotions.pausedToast' : 'promotions.resumedToast', { name: promotion.name }),
    failure: t('promotions.pauseFailed'),
  });
  const today = malaysianToday();

  const columns = useMemo((): AdminColumn<Promotion>[] => {
    const shared = discountColumns<Promotion>(t, today, (promotion) => promotion.name);
    return [
      { id: 'position', header: t('promotions.column.position'), cell: ({ row }) => formatNumber(row.original.position) },
      { id: 'name', header: t('promotions.column.name'), cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      shared.discount,
      {
        id: 'minQuantity',
        header: t('promotions.column.minQuantity'),
        cell: ({ row }) => t('promotions.minQuantity', { count: row.original.minQuantity }),
      },
      shared.minSpend,
      shared.valid,
      shared.takings,
      shared.limitedTo,
      shared.status,
      shared.actions,
    ];
  }, [t, today]);

  return (
    <DiscountsPage
      area="promotions"
      query={query}
      columns={columns}
      pausingId={pause.isPending ? (pause.variables?.id ?? null) : null}
      // The whole terms with the pause turned over: a PUT gives them whole.
      togglePause={(promotion) => pause.mutate({ id: promotion.id, body: promotionTerms(promotion, { paused: !promotion.paused }) })}
      Dialog={PromotionDialog}
    />
  );
}
