import type { Product } from '@durio/shared/schemas/catalogue';
import { CopyIcon, ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiPaths, paths } from '@/lib/paths';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../components/admin-page';
import { ConfirmButton } from '../components/confirm-button';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { ProductForm } from './product-form';

const crumbs = [{ label: 'Products', to: paths.admin.products }];

/** /admin/products/new adds a product; /admin/products/{id} edits, duplicates or deletes one. */
export function AdminProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useAdminQuery<Product>(id ? apiPaths.product(id) : null);
  const duplicate = useAdminMutation<Product>({ success: (copy) => `Duplicated as ${copy.name}`, failure: 'Failed to duplicate the product' });
  const remove = useAdminMutation({ success: 'Product deleted', failure: 'Failed to delete the product' });

  if (!id) {
    return (
      <AdminPage title="Add product" crumbs={crumbs}>
        <ProductForm />
      </AdminPage>
    );
  }

  return (
    <QueryStates query={query} loading="Loading product..." failed="Failed to load product">
      {(product) => (
        <AdminPage
          title={product.name}
          crumbs={crumbs}
          actions={
            <>
              <Link to={paths.product(product.id)} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
                View in the shop
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
                Duplicate
              </Button>
              <ConfirmButton
                label="Delete"
                icon={<Trash2Icon aria-hidden="true" />}
                title={`Delete ${product.name}?`}
                description="It leaves the shop and the carts. Orders that hold it keep it, so it is archived, never erased from them."
                confirm="Delete product"
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
