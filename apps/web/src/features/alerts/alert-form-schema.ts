import { alertRefusals, createAlertBodySchema } from '@durio/shared/schemas/alerts';
import { z } from 'zod';

/**
 * A visitor's "Tell me when" form: the address to tell, checked as the API checks it. An empty one is the API's own
 * refusal ('Give the e-mail address to tell'), a malformed one its 'Give a valid e-mail address': the form shows them
 * in the page's language, as it shows the server's.
 */
export const visitorAlertFormSchema = z.object({
  email: z.string().trim().min(1, alertRefusals.emailRequired).pipe(createAlertBodySchema.shape.email.unwrap()),
});
export type VisitorAlertForm = z.infer<typeof visitorAlertFormSchema>;
