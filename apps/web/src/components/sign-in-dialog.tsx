import { LoaderCircleIcon } from 'lucide-react';
import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadMessages } from '@/lib/i18n';
import type { SignInMode } from './sign-in-dialog-content';

interface SignInDialogValue {
  /** Opens the dialog; `then` runs after a successful sign-in or registration (the pending cart item). */
  openSignIn: (then?: () => void) => void;
}

const SignInDialogContext = createContext<SignInDialogValue | null>(null);

/*
 * The dialog's chunk and its texts (the `account` catalogue, which the page behind may not have loaded) download
 * side by side the first time a visitor needs them. The provider itself, in every page's shell, has no texts.
 */
const SignInDialogContent = lazy(async () => {
  const [module] = await Promise.all([import('./sign-in-dialog-content'), loadMessages('account')]);
  return { default: module.SignInDialogContent };
});

/** While the dialog's chunk and texts arrive: a spinner over the page, which stays as it is (and usable) behind. */
function DialogLoading() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center">
      <LoaderCircleIcon className="size-8 animate-spin text-primary" />
    </div>
  );
}

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The dialog's chunk is fetched the first time a visitor needs it, then stays mounted.
  const [wanted, setWanted] = useState(false);
  const [mode, setMode] = useState<SignInMode>('login');
  const pending = useRef<(() => void) | null>(null);

  const openSignIn = useCallback((then?: () => void) => {
    pending.current = then ?? null;
    setMode('login');
    setWanted(true);
    setOpen(true);
  }, []);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) pending.current = null;
  };

  const handleSuccess = () => {
    const then = pending.current;
    pending.current = null;
    setOpen(false);
    then?.();
  };

  const value = useMemo(() => ({ openSignIn }), [openSignIn]);

  return (
    <SignInDialogContext value={value}>
      {children}
      {wanted && (
        <Suspense fallback={open ? <DialogLoading /> : null}>
          <SignInDialogContent
            open={open}
            onOpenChange={handleOpenChange}
            mode={mode}
            onModeChange={setMode}
            onSuccess={handleSuccess}
          />
        </Suspense>
      )}
    </SignInDialogContext>
  );
}

export function useSignInDialog(): SignInDialogValue {
  const value = use(SignInDialogContext);
  if (!value) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return value;
}
