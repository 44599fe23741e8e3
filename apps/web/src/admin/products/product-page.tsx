import type { Product } from '@durio/shared/schemas/catalogue';
import { CopyIcon, ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ConfirmButton } from '../components/confirm-button';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { ProductForm } from './product-form';

/** /admin/products/new adds a product; /admin/products/{id} edits, duplicates or deletes one. */
export function AdminProductPage() {
  const t = useT('admin-catalogue');
  const crumbs = [{ label: t('products.title'), to: paths.admin.products }];
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useAdminQuery<Product>(id ? apiPaths.product(id) : null);
  const duplicate = useAdminMutation<Product>({
    success: (copy) => t('product.duplicated', { name: copy.name }),
    failure: t('product.duplicateFailed'),
  });
  const remove = useAdminMutation({ success: t('product.deleted'), failure: t('product.deleteFailed') });

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
              <Link to={paths.product(product.id)} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
                {t('actions.viewInShop')}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
              </Link>
              <Button
                variant="outline"
                disabled={duplicate.isPending}
                onClick={() =>
                  void duplicate
                    .mutateAsync({ method: 'POST', path: apiPaths.admin.productDuplicate(product.id) })
                    .then((copy) => navigate(paths.admin.product(copy.id)))
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
                confirm={t('product.delete.confirm')}
                busy={remove.isPending}
                onConfirm={() =>
                  void remove
                    .mutateAsync({ method: 'DELETE', path: apiPaths.product(product.id) })
                    .then(() => navigate(paths.admin.products))
                    .catch(() => undefined)
                }
              />
            </>
          }
        >
          <ProductForm key={product.id} product={product} />
          <HistoryPanel entity="product" entityId={product.id} />
        </AdminPage>
      )}
    </QueryStates>
  );
}
