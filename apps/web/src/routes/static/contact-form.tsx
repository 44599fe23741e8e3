import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageBodySchema, type ContactMessageBody } from '@durio/shared/schemas/content';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { FieldError, FormError, submitErrorMessage } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';
import { useT, type Translate } from '@/lib/i18n';

/** The server's schema, with an empty e-mail called missing rather than malformed. */
const contactFormSchema = (t: Translate<'pages'>) =>
  contactMessageBodySchema.extend({
    email: z.string().trim().min(1, t('contact.form.emailRequired')).pipe(contactMessageBodySchema.shape.email),
  });

const emptyMessage: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** Name, e-mail, subject and message, all required; 'Message Sent' only once the server has accepted it. */
export function ContactForm() {
  const t = useT('pages');
  const id = useId();
  const send = useSendContactMessage();
  const schema = useMemo(() => contactFormSchema(t), [t]);
  const form = useForm<ContactMessageBody>({ resolver: zodResolver(schema), defaultValues: emptyMessage });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    send.mutateAsync(body).then(
      () => {
        toast.success(t('contact.form.sent'), { description: t('contact.form.sentDescription') });
        form.reset(emptyMessage);
      },
      // The error is shown by the alert above the form; nothing else to do here.
      () => undefined,
    ),
  );

  const field = (name: keyof ContactMessageBody) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': true,
    ...form.register(name),
  });

  return (
    <form aria-label={t('contact.form.title')} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormError message={send.isError ? submitErrorMessage(send.error, t('contact.form.sendFailed')) : null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>{t('contact.form.name')}</Label>
          <Input autoComplete="name" {...field('name')} />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>{t('contact.email')}</Label>
          <Input type="email" autoComplete="email" placeholder={t('contact.form.emailPlaceholder')} {...field('email')} />
          <FieldError id={`${id}-email-error`} message={errors.email?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>{t('contact.form.subject')}</Label>
        <Input {...field('subject')} />
        <FieldError id={`${id}-subject-error`} message={errors.subject?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>{t('contact.form.message')}</Label>
        <Textarea rows={6} {...field('message')} />
        <FieldError id={`${id}-message-error`} message={errors.message?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
        {form.formState.isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
