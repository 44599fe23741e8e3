import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

/**
 * The OpenAPI document's own parts; the routes' schemas fill in the paths (each with its operationId, tag,
 * security and replies: see lib/route-schemas.ts). Served at /api/docs/json and checked by `npm run lint:openapi`.
 */
export const openapiDocument = {
  openapi: '3.1.0',
  info: { title: 'Durio API', description: 'Fresh durians from verified Malaysian farms', version: '1.0.0' },
  // The paths carry /api/v1 and /files themselves, and the document is served by the API it describes:
  // '/' is that origin, whichever address it was reached by (PUBLIC_URL, localhost, the web dev server's proxy).
  servers: [{ url: '/', description: 'The server this document is served by' }],
  tags: [
    { name: 'auth', description: 'Accounts, sign-in, tokens, e-mail verification and password reset' },
    { name: 'profile', description: "The signed-in user's profile, devices, marketing consent and account deletion, and marketing e-mails' unsubscribe link" },
    { name: 'addresses', description: "The signed-in user's shipping addresses" },
    { name: 'favourites', description: "The signed-in user's favourite farms, trees and products" },
    { name: 'products', description: 'Durians for sale, their reviews, and their management (admin)' },
    { name: 'categories', description: 'Product categories' },
    { name: 'farms', description: 'Verified farms, their trees, maintenance records, galleries, harvest windows and the harvest calendar' },
    { name: 'preorders', description: "Pre-order offers of a tree's next drop" },
    { name: 'alerts', description: '"Tell me when": alerts of a product, tree or variety that cannot be ordered yet' },
    { name: 'search', description: 'One search over products, farms and trees' },
    { name: 'cart', description: "The signed-in customer's cart" },
    { name: 'orders', description: 'Checkout, orders, pickup points, and order handling (admin)' },
    { name: 'vouchers', description: "The owner's voucher codes and their terms (admin)" },
    { name: 'promotions', description: "The owner's automatic promotions, applied before a voucher code (admin)" },
    { name: 'claims', description: 'The fruit guarantee: claims for a line of a delivered order, and their decisions (admin)' },
    { name: 'credit', description: "Store credit: a customer's balance as an append-only ledger; admins issue it" },
    { name: 'reviews', description: "Buyers' reviews of products they received" },
    { name: 'payments', description: 'Curlec payments, their webhook, and the built-in sandbox gateway' },
    { name: 'settings', description: 'Shop fees and tax rate' },
    { name: 'content', description: 'Contact messages and what the web app needs to know of the server' },
    { name: 'files', description: 'Stored pictures, video and audio' },
    { name: 'admin', description: "The admin console's own calls: the history of admin changes" },
    { name: 'staff', description: "The owner's staff: invitations to work orders in the console, and the staff list (admin)" },
  ],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token (15 minutes)' },
      refreshToken: { type: 'http', scheme: 'bearer', description: 'An opaque refresh token, rotated on every use' },
    },
  },
} satisfies FastifyDynamicSwaggerOptions['openapi'];
