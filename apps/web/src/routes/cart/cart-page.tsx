import { LogInIcon, RotateCcwIcon, ShoppingBagIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useClearCart } from '@/features/cart/api/clear-cart';
import { countCartItems, useCart } from '@/features/cart/api/get-cart';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

function CenteredMessage({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-8">{icon}</div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      {action}
    </div>
  );
}

function ClearCartButton() {
  const t = useT('buying');
  const clear = useClearCart();
  return (
    <ConfirmButton
      label={t('cart.clear')}
      variant="ghost-destructive"
      size="sm"
      icon={<Trash2Icon aria-hidden="true" />}
      title={t('cart.clear')}
      description={t('cart.clear.confirm')}
      cancel={t('actions.cancel')}
      confirm={t('cart.clear')}
      busy={clear.isPending}
      onConfirm={() =>
        clear.mutate(undefined, {
          onSuccess: () => toast.success(t('cart.clear.done')),
          onError: () => toast.error(t('cart.clear.failed')),
        })
      }
    />
  );
}

export function CartPage() {
  const t = useT('buying');
  useDocumentTitle(t('cart.documentTitle'));
  const auth = useAuth();
  const cart = useCart();

  let content: ReactNode;
  if (auth.isLoading) {
    content = <LoadingState label={t('auth.checking')} />;
  } else if (!auth.isSignedIn) {
    content = (
      <CenteredMessage
        icon={<LogInIcon />}
        title={t('cart.loginRequired.title')}
        text={t('cart.loginRequired.text')}
        action={
          <Link to={paths.login} state={{ redirectTo: paths.cart }} className={buttonVariants({ size: 'lg' })}>
            {t('cart.loginRequired.action')}
          </Link>
        }
      />
    );
  } else if (cart.isPending) {
    content = <LoadingState label={t('cart.loading')} />;
  } else if (cart.isError) {
    content = (
      <>
        <h1 className="sr-only">{t('cart.title')}</h1>
        <ErrorState
          title={t('cart.error')}
          message={errorMessage(cart.error, '')}
          action={
            <Button variant="outline" onClick={() => cart.refetch()}>
              <RotateCcwIcon aria-hidden="true" />
              {t('actions.tryAgain')}
            </Button>
          }
        />
      </>
    );
  } else if (cart.data.items.length === 0) {
    content = (
      <CenteredMessage
        icon={<ShoppingBagIcon />}
        title={t('cart.empty.title')}
        text={t('cart.empty.text')}
        action={
          <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
            {t('cart.empty.action')}
          </Link>
        }
      />
    );
  } else {
    const count = countCartItems(cart.data);
    content = (
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="cart-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b pb-4">
            <h1 id="cart-title" className="text-2xl font-bold">
              {t('cart.titleWithCount', { count })}
            </h1>
            <ClearCartButton />
          </div>
          <ul className="divide-y">
            {cart.data.items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
        </section>
        <aside aria-label={t('orderSummary.label')}>
          <CartSummary cart={cart.data} />
        </aside>
      </div>
    );
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{content}</div>;
}
