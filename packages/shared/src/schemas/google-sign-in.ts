import { z } from 'zod';

/** Sign in with Google (docs/product/accounts-and-tokens.md): what its calls take. */

/** Where to come back after signing in: a path of the shop (anything else becomes '/'). */
export const googleStartQuerySchema = z.object({ returnTo: z.string().max(500).optional() });

/** The provider's redirect: the code and the state, and whatever else it adds (iss, scope…), all read by the library. */
export const googleCallbackQuerySchema = z
  .object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional() })
  .catchall(z.string().max(2000));

/** The single-use ticket of a finished Google sign-in, from the fragment of the page it came back to. */
export const googleSessionBodySchema = z.object({ ticket: z.string().min(1).max(200) });

/** The waiting link's token; the browser that asked for it also holds it in a cookie, which is taken when this is absent. */
export const googleLinkBodySchema = z.object({ linkToken: z.string().min(1).max(200).optional() });
