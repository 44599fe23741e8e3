import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DemoHint } from './demo-hint';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

interface SignInDialogValue {
  /** Opens the dialog; `then` runs after a successful sign-in or registration (the pending cart item). */
  openSignIn: (then?: () => void) => void;
}

const SignInDialogContext = createContext<SignInDialogValue | null>(null);

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('login');
  const pending = useRef<(() => void) | null>(null);

  const openSignIn = useCallback((then?: () => void) => {
    pending.current = then ?? null;
    setMode('login');
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
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{mode === 'login' ? 'Sign in to Durio' : 'Create your Durio account'}</DialogTitle>
            <DialogDescription>
              {mode === 'login'
                ? 'Sign in to add durians to your cart and check out.'
                : 'Register to keep a cart, save addresses and order.'}
            </DialogDescription>
          </DialogHeader>
          {/* Each tab's form mounts afresh, so switching clears its fields and error (storefront spec §2). */}
          <Tabs value={mode} onValueChange={(next) => setMode(next as Mode)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-4 pt-2">
              <DemoHint />
              <LoginForm onSuccess={handleSuccess} />
            </TabsContent>
            <TabsContent value="register" className="pt-2">
              <RegisterForm onSuccess={handleSuccess} mismatchMessage="Passwords do not match" />
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
    </SignInDialogContext>
  );
}

export function useSignInDialog(): SignInDialogValue {
  const value = use(SignInDialogContext);
  if (!value) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return value;
}
