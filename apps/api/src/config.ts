import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-file-storage';

/** apps/api, whether this file runs from src/ (tests, tsx) or is bundled into dist/. */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const flagValue = z.enum(['on', 'off', 'true', 'false', '1', '0']);
const isOn = (value: z.infer<typeof flagValue>) => ['on', 'true', '1'].includes(value);
const flag = (fallback: boolean) => flagValue.optional().transform((v) => (v === undefined ? fallback : isOn(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections each copy keeps to PostgreSQL (docs/deploy.md: copies × this must stay under max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Default: on, except in production (see loadConfig). */
  SEED_DEMO_DATA: flagValue.optional(),
  CURLEC_KEY_ID: z.string().optional(),
  CURLEC_KEY_SECRET: z.string().optional(),
  CURLEC_WEBHOOK_SECRET: z.string().optional(),
  /** The longest the shop waits for an answer from the payment gateway (gateway/answer-within.ts). */
  GATEWAY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).default(1500),
  /** Test only: how long the sandbox takes to answer a refund it has made, like a slow gateway. */
  SANDBOX_REFUND_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** How long after the shopper came back the sandbox captures an FPX or DuitNow payment its bank confirms later. */
  SANDBOX_LATE_CAPTURE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  JWT_PRIVATE_JWK: z.string().optional(),
  /** Signs the sandbox gateway's payments and webhooks; every copy must share it (generated into DATA_DIR when unset). */
  SANDBOX_GATEWAY_SECRET: z.string().min(32).optional(),
  /** Signs marketing e-mails' unsubscribe links; every copy must share it (generated into DATA_DIR when unset). */
  UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
  EXPIRY_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  RECONCILE_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * How long a process may work on a payment attempt it claimed before another may take it over: longer than the
   * gateway calls made under it (a refund's retry asks, then refunds; each call gives up after GATEWAY_TIMEOUT_SECONDS),
   * short enough that money owed back after a crash goes back within a minute or two.
   */
  PAYMENT_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** How often waiting "tell me when" alerts are checked against what can be ordered (flows/notify-stock-alerts.ts). */
  ALERT_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  /** How often pre-orders are checked for a window that ended and an answer overdue (flows/end-preorder-windows.ts). */
  PREORDER_SWEEP_SECONDS: z.coerce.number().int().positive().default(300),
  /** How often asked-for copies of a customer's data are prepared (docs/product/your-data.md). */
  DATA_EXPORT_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  /** The hour of the Malaysian day from which the shop's low-stock e-mail goes out (flows/send-low-stock-digest.ts). */
  LOW_STOCK_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  RATE_LIMIT: flag(true),
  /** How long a visitor's catalogue read is served from memory; 0 turns the cache off (default: 0 in tests). */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** How long list totals and the shop's filter choices are kept at most (a change empties them); 0 is off. */
  CATALOGUE_TOTALS_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  TRUST_PROXY: z.string().optional(),
  /** On SIGTERM, how long /readyz answers 503 while requests are still served, before the server stops taking them. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  FAULT_INJECTION: flag(false),
  /** Test-only: the server's clock starts at this instant and runs on, so a test sees a chosen time of day. */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** The shop's public origin, for canonical links, Open Graph and the sitemap. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Durio <hello@durio.my>'),
  MAIL_SWEEP_SECONDS: z.coerce.number().int().positive().default(30),
  SHOP_EMAIL: z.email().default('hello@durio.my'),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('durio:'),
  POWERSYNC_AUDIENCE: z.string().min(1).default('durio-powersync'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** Sign in with Google (docs/product/accounts-and-tokens.md): off unless both the client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID provider asked; tests point it at a local one. */
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  /** Default: AWS_REGION, else us-east-1 (what S3-compatible servers expect when they ignore regions). */
  S3_REGION: z.string().optional(),
  AWS_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemoData: boolean;
  curlec: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
  gatewayTimeoutMs: number;
  sandboxWebhookDelayMs: number;
  sandboxRefundDelayMs: number;
  /** How long after the shopper came back the sandbox captures a payment its bank confirms later. */
  sandboxLateCaptureMs: number;
  jwtPrivateJwk: string | undefined;
  sandboxGatewaySecret: string | undefined;
  /** Signs marketing e-mails' unsubscribe links (modules/consent/unsubscribe-links.ts); from DATA_DIR when unset. */
  unsubscribeSecret: string | undefined;
  orderExpiryMinutes: number;
  expirySweepSeconds: number;
  /** How often payment attempts nobody settled are checked with the gateway (flows/reconcile-payments.ts). */
  reconcileSweepSeconds: number;
  paymentLeaseMs: number;
  alertSweepSeconds: number;
  preorderSweepSeconds: number;
  dataExportSweepSeconds: number;
  /** From this hour of the Malaysian day (0-23) the day's low-stock e-mail is due. */
  lowStockDigestHour: number;
  rateLimit: boolean;
  /** Visitors' catalogue reads are answered from memory for this long (ms); 0 is off (decision record 018). */
  catalogueCacheMs: number;
  /** List totals and the shop's filter choices are kept until the catalogue changes, at most this long (ms; decision record 019). */
  catalogueTotalsCacheMs: number;
  trustProxy: string | undefined;
  /** A clean stop's drain (ms): a load balancer that asks /readyz every few seconds stops sending first. */
  drainMs: number;
  logLevel: string;
  webDistDir: string;
  /** Test-only fault hook (lib/fault-injection.ts); never in production. */
  faultInjection: boolean;
  /** Test-only: where the server's clock starts (lib/clock.ts); never in production. */
  clockStart: Date | undefined;
  migrationsDir: string;
  /** Origin without a trailing slash, e.g. https://durio.my (default http://localhost:PORT). */
  publicUrl: string;
  /** Outgoing mail goes to this SMTP server; without it, to .eml files in DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the mail outbox is swept for retries (mail is also sent right after each commit). */
  mailSweepSeconds: number;
  /** Where Contact-page messages are e-mailed. */
  shopEmail: string;
  /** Rate-limit counters live here when set, shared by every API process. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  powersyncAudience: string;
  googleMapsApiKey: string | undefined;
  /** Sign in with Google through OpenID Connect; undefined (the routes answer 404) without a client id and secret. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Files go to this S3 bucket when set (credentials from the AWS SDK's usual variables); else DATA_DIR/uploads. */
  s3: S3Settings | undefined;
}

const isLoopback = (hostname: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostname);

/** The only reader of process.env: parse it once, fail fast with every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv | Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FAULT_INJECTION && e.NODE_ENV === 'production') {
    throw new Error('Invalid settings:\n  FAULT_INJECTION is for tests and cannot be on in production');
  }
  if (e.CLOCK_START && e.NODE_ENV === 'production') {
    throw new Error('Invalid settings:\n  CLOCK_START is for tests and cannot be set in production');
  }
  if (Boolean(e.CURLEC_KEY_ID) !== Boolean(e.CURLEC_KEY_SECRET)) {
    throw new Error('Invalid settings:\n  CURLEC_KEY_ID and CURLEC_KEY_SECRET must be set together');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid settings:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  // Plain http would hand the code and the ID token to anyone on the path; only a provider on this machine may use it.
  if (new URL(e.GOOGLE_ISSUER).protocol === 'http:' && !isLoopback(new URL(e.GOOGLE_ISSUER).hostname)) {
    throw new Error('Invalid settings:\n  GOOGLE_ISSUER must use https (http only on localhost)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // The demo accounts' password is public: a production shop gets them only when it asks for them.
    seedDemoData: e.SEED_DEMO_DATA === undefined ? e.NODE_ENV !== 'production' : isOn(e.SEED_DEMO_DATA),
    curlec:
      e.CURLEC_KEY_ID && e.CURLEC_KEY_SECRET
        ? {
            keyId: e.CURLEC_KEY_ID,
            keySecret: e.CURLEC_KEY_SECRET,
            webhookSecret: e.CURLEC_WEBHOOK_SECRET ?? e.CURLEC_KEY_SECRET,
          }
        : undefined,
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_SECONDS * 1000,
    sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
    sandboxRefundDelayMs: e.SANDBOX_REFUND_DELAY_MS,
    sandboxLateCaptureMs: e.SANDBOX_LATE_CAPTURE_SECONDS * 1000,
    jwtPrivateJwk: e.JWT_PRIVATE_JWK,
    sandboxGatewaySecret: e.SANDBOX_GATEWAY_SECRET,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
    orderExpiryMinutes: e.ORDER_EXPIRY_MINUTES,
    expirySweepSeconds: e.EXPIRY_SWEEP_SECONDS,
    reconcileSweepSeconds: e.RECONCILE_SWEEP_SECONDS,
    paymentLeaseMs: e.PAYMENT_LEASE_SECONDS * 1000,
    alertSweepSeconds: e.ALERT_SWEEP_SECONDS,
    preorderSweepSeconds: e.PREORDER_SWEEP_SECONDS,
    dataExportSweepSeconds: e.DATA_EXPORT_SWEEP_SECONDS,
    lowStockDigestHour: e.LOW_STOCK_DIGEST_HOUR,
    rateLimit: e.RATE_LIMIT,
    // Tests write to the database behind the API's back and read at once; a shop's writes go through the API.
    catalogueCacheMs: e.CATALOGUE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    catalogueTotalsCacheMs: e.CATALOGUE_TOTALS_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 300_000),
    trustProxy: e.TRUST_PROXY,
    drainMs: (e.DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    logLevel: e.LOG_LEVEL,
    faultInjection: e.FAULT_INJECTION,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(apiRoot, '../web/dist'),
    migrationsDir: path.join(apiRoot, 'src/db/migrations'),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailSweepSeconds: e.MAIL_SWEEP_SECONDS,
    shopEmail: e.SHOP_EMAIL,
    redisUrl: e.REDIS_URL || undefined,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    powersyncAudience: e.POWERSYNC_AUDIENCE,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY || undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
  };
}

/**
 * The secrets this copy generates into its own DATA_DIR because no setting gives them. One process on one
 * machine may do that; copies behind a load balancer must share them (a token or payment signed by one copy
 * is refused by another), so the server warns about each when it runs on a PostgreSQL server.
 */
export function secretsKeptOnThisMachine(config: Config): string[] {
  return [
    ...(config.jwtPrivateJwk ? [] : ['JWT_PRIVATE_JWK']),
    ...(config.curlec || config.sandboxGatewaySecret ? [] : ['SANDBOX_GATEWAY_SECRET']),
    ...(config.unsubscribeSecret ? [] : ['UNSUBSCRIBE_SECRET']),
  ];
}
