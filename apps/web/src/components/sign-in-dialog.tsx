import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DemoHint } from './demo-hint';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

/** Storefront spec §4: the dialog's three modes. */
type Mode = 'login' | 'register' | 'forgotPassword';

interface SignInDialogValue {
  /** Opens the dialog; `then` runs after a successful sign-in or registration (the pending cart item). */
  openSignIn: (then?: () => void) => void;
}

const SignInDialogContext = createContext<SignInDialogValue | null>(null);

const headings: Record<Mode, { title: string; description: string }> = {
  login: { title: 'Sign in to Durio', description: 'Sign in to add durians to your cart and check out.' },
  register: { title: 'Create your Durio account', description: 'Register to keep a cart, save addresses and order.' },
  forgotPassword: {
    title: 'Reset your password',
    description: "Enter your account's email address and we will send you a link to reset your password.",
  },
};

function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState(false);
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start" aria-label="Back to sign in" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      {sent ? (
        <Alert variant="info" role="status">
          <MailCheckIcon aria-hidden="true" />
          <AlertDescription>Password reset email sent. Please check your inbox.</AlertDescription>
        </Alert>
      ) : (
        <ForgotPasswordForm variant="dialog" autoFocus onSent={() => setSent(true)} />
      )}
    </div>
  );
}

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('login');
  const pending = useRef<(() => void) | null>(null);
  // The back arrow hands focus back to the link that opened the reset form, which remounts with the tabs.
  const focusForgotLink = useRef(false);

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
  const heading = headings[mode];

  return (
    <SignInDialogContext value={value}>
      {children}
      <Dialog open={open} onOpenChange={handleOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{heading.title}</DialogTitle>
            <DialogDescription>{heading.description}</DialogDescription>
          </DialogHeader>
          {/* Each mode's form mounts afresh, so a tab switch or the back arrow clears its fields and error (spec §2). */}
          {mode === 'forgotPassword' ? (
            <ForgotPasswordPanel
              onBack={() => {
                focusForgotLink.current = true;
                setMode('login');
              }}
            />
          ) : (
            <Tabs value={mode} onValueChange={(next) => setMode(next as Mode)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="grid gap-4 pt-2">
                <DemoHint />
                <LoginForm
                  onSuccess={handleSuccess}
                  extra={
                    <Button
                      ref={(button) => {
                        if (button && focusForgotLink.current) {
                          focusForgotLink.current = false;
                          button.focus();
                        }
                      }}
                      variant="link"
                      size="sm"
                      className="ml-auto h-auto px-0 text-emerald-700 dark:text-emerald-400"
                      onClick={() => setMode('forgotPassword')}
                    >
                      Forgot password?
                    </Button>
                  }
                />
                <SocialSignIn />
              </TabsContent>
              <TabsContent value="register" className="grid gap-4 pt-2">
                <RegisterForm onSuccess={handleSuccess} mismatchMessage="Passwords do not match" />
                <SocialSignIn />
              </TabsContent>
            </Tabs>
          )}
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
