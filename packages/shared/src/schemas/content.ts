import { z } from 'zod';

/** Contact page form: every field required (docs/product/storefront.md). */
export const contactMessageBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: z.email('Please enter a valid email address').max(254),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** GET /app-config: what the web app needs to know about the server's optional features. */
export const appConfigSchema = z.object({
  /** Set when GOOGLE_MAPS_API_KEY is configured (docs/product/running.md); null otherwise. */
  googleMapsApiKey: z.string().nullable(),
  /** Social sign-in buttons are shown only when configured (docs/product/accounts-and-tokens.md). */
  socialSignIn: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** True when the built-in sandbox payment gateway is in use. */
  paymentsTestMode: z.boolean(),
  /**
   * The demo accounts this shop has, for the sign-in screens' hint (docs/product/accounts-and-tokens.md): none in a shop without demo
   * data, so a public password never names a real account. Their shared password is null when there are none.
   */
  demoSignIn: z.object({
    accounts: z.array(z.object({ role: z.enum(['CUSTOMER', 'ADMIN']), email: z.email() })),
    password: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
