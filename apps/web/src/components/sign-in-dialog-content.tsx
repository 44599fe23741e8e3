import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n';
import { DemoHint } from './demo-hint';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

/** The dialog's three modes (docs/product/accounts-and-tokens.md). */
export type SignInMode = 'login' | 'register' | 'forgotPassword';

const headings = {
  login: { title: 'signInDialog.login.title', description: 'signInDialog.login.description' },
  register: { title: 'signInDialog.register.title', description: 'signInDialog.register.description' },
  forgotPassword: { title: 'signInDialog.forgotPassword.title', description: 'signInDialog.forgotPassword.description' },
} as const satisfies Record<SignInMode, { title: string; description: string }>;

function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const t = useT('account');
  const [sent, setSent] = useState(false);
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start" aria-label={t('signInDialog.backToSignIn')} onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('signInDialog.back')}
      </Button>
      {sent ? (
        <Alert variant="info" role="status">
          <MailCheckIcon aria-hidden="true" />
          <AlertDescription>{t('signInDialog.resetSent')}</AlertDescription>
        </Alert>
      ) : (
        <ForgotPasswordForm variant="dialog" autoFocus onSent={() => setSent(true)} />
      )}
    </div>
  );
}

interface SignInDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: SignInMode;
  onModeChange: (mode: SignInMode) => void;
  onSuccess: () => void;
}

/** The dialog itself, in its own chunk: its forms, tabs and zod stay off the first page a visitor opens. */
export function SignInDialogContent({ open, onOpenChange, mode, onModeChange, onSuccess }: SignInDialogContentProps) {
  const t = useT('account');
  // The back arrow hands focus back to the link that opened the reset form, which remounts with the tabs.
  const focusForgotLink = useRef(false);
  const heading = headings[mode];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(heading.title)}</DialogTitle>
          <DialogDescription>{t(heading.description)}</DialogDescription>
        </DialogHeader>
        {/* Each mode's form mounts afresh, so a tab switch or the back arrow clears its fields and error. */}
        {mode === 'forgotPassword' ? (
          <ForgotPasswordPanel
            onBack={() => {
              focusForgotLink.current = true;
              onModeChange('login');
            }}
          />
        ) : (
          <Tabs value={mode} onValueChange={(next) => onModeChange(next as SignInMode)}>
            <TabsList layout="grid" className="grid-cols-2">
              <TabsTrigger value="login">{t('signInDialog.tabs.login')}</TabsTrigger>
              <TabsTrigger value="register">{t('signInDialog.tabs.register')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-4 pt-2">
              <DemoHint />
              <LoginForm
                onSuccess={onSuccess}
                extra={
                  <Button
                    ref={(button) => {
                      if (button && focusForgotLink.current) {
                        focusForgotLink.current = false;
                        button.focus();
                      }
                    }}
                    variant="link"
                    size="inline"
                    className="ml-auto text-emerald-700 dark:text-emerald-400"
                    onClick={() => onModeChange('forgotPassword')}
                  >
                    {t('signInDialog.forgotPasswordLink')}
                  </Button>
                }
              />
              <SocialSignIn />
            </TabsContent>
            <TabsContent value="register" className="grid gap-4 pt-2">
              <RegisterForm onSuccess={onSuccess} mismatchMessage={t('form.passwordsDoNotMatch')} />
              <SocialSignIn />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
