import { CopyIcon, ExternalLinkIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AdminPage } from '../components/admin-page';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { useDeleteProduct } from './api/delete-product';
import { useDuplicateProduct } from './api/duplicate-product';
import { useAdminProduct } from './api/get-admin-product';
import { useUpdateProduct } from './api/update-product';
import { ProductForm } from './product-form';
import { adminPaths } from '../components/admin-paths';

/**
 * /admin/products/new adds a product; /admin/products/{id} edits, duplicates, publishes (a draft: a duplicate
 * starts as one, docs/product/admin-console.md) or deletes one.
 */
export function AdminProductPage() {
  const t = useT('admin-catalogue');
  const tAdmin = useT('admin');
  const crumbs = [{ label: t('products.title'), to: adminPaths.products }];
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useAdminProduct(id);
  const duplicate = useDuplicateProduct({
    success: (copy) => t('product.duplicated', { name: copy.name }),
    failure: t('product.duplicateFailed'),
  });
  const remove = useDeleteProduct({ success: t('product.deleted'), failure: t('product.deleteFailed') });
  const publish = useUpdateProduct({
    success: (published) => t('product.published', { name: published.name }),
    failure: t('product.publishFailed'),
  });

  if (!id) {
    return (
      <AdminPage title={t('products.add')} crumbs={crumbs}>
        <ProductForm />
      </AdminPage>
    );
  }

  return (
    <QueryStates query={query} loading={t('product.loading')} failed={t('product.failed')}>
      {(product) => (
        <AdminPage
          title={product.name}
          crumbs={crumbs}
          actions={
            <>
              {product.draft && (
                <>
                  <Badge variant="outline" size="lg">
                    {t('products.status.draft')}
                  </Badge>
                  <BusyButton
                    busy={publish.isPending}
                    busyLabel={t('product.publishing')}
                    onClick={() => publish.mutate({ id: product.id, body: { draft: false } })}
                  >
                    <SendIcon aria-hidden="true" />
                    {t('product.publish')}
                  </BusyButton>
                </>
              )}
              <Link to={paths.product(product.id)} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
                {t('actions.viewInShop')}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </Link>
              <Button
                variant="outline"
                disabled={duplicate.isPending}
                onClick={() =>
                  void duplicate
                    .mutateAsync(product.id)
                    .then((copy) => navigate(adminPaths.product(copy.id)))
                    .catch(() => undefined)
                }
              >
                <CopyIcon aria-hidden="true" />
                {t('product.duplicate')}
              </Button>
              <ConfirmButton
                label={t('actions.delete')}
                icon={<Trash2Icon aria-hidden="true" />}
                title={t('actions.deleteTitle', { name: product.name })}
                description={t('product.delete.description')}
                cancel={tAdmin('confirm.keep')}
                confirm={t('product.delete.confirm')}
                busy={remove.isPending}
                onConfirm={() =>
                  void remove
                    .mutateAsync(product.id)
                    .then(() => navigate(adminPaths.products))
                    .catch(() => undefined)
                }
              />
            </>
          }
        >
          {product.draft && <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{t('product.draftNote')}</p>}
          <ProductForm key={product.id} product={product} />
          <HistoryPanel entity="product" entityId={product.id} />
        </AdminPage>
      )}
    </QueryStates>
  );
}
