import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageBodySchema, type ContactMessageBody } from '@durio/shared/schemas/content';
import { LoaderCircleIcon, SendIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { FormError, submitErrorMessage } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';

/** The server's schema, with an empty e-mail called missing rather than malformed (storefront spec §5). */
const contactFormSchema = contactMessageBodySchema.extend({
  email: z.string().trim().min(1, 'Email is required').pipe(contactMessageBodySchema.shape.email),
});

const emptyMessage: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Name, e-mail, subject and message, all required; 'Message Sent' only once the server has accepted it. */
export function ContactForm() {
  const id = useId();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageBody>({ resolver: zodResolver(contactFormSchema), defaultValues: emptyMessage });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    send.mutateAsync(body).then(
      () => {
        toast.success('Message Sent', { description: 'Thank you! We will reply within one working day.' });
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
    <form aria-label="Send us a message" noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormError message={send.isError ? submitErrorMessage(send.error, 'Failed to send your message. Please try again.') : null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input autoComplete="name" {...field('name')} />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
          <FieldError id={`${id}-email-error`} message={errors.email?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input {...field('subject')} />
        <FieldError id={`${id}-subject-error`} message={errors.subject?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea rows={6} {...field('message')} />
        <FieldError id={`${id}-message-error`} message={errors.message?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
        {form.formState.isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
