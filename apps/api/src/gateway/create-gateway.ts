import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from '../lib/local-secret';
import { createCurlecGateway } from './curlec';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

/** Curlec when its keys are set (docs/product/orders-and-payments.md), else the built-in sandbox. */
export function createGateway(config: Config, db: Db): PaymentGateway {
  if (config.curlec) return createCurlecGateway(config.curlec);
  return createSandboxGateway({
    db,
    // One secret signs both the checkout's payment signatures and the webhooks, as a Razorpay key secret can.
    secret: config.sandboxGatewaySecret ?? loadOrCreateSecret('sandbox-gateway-secret', config.dataDir),
    webhookDelayMs: config.sandboxWebhookDelayMs,
    refundDelayMs: config.sandboxRefundDelayMs,
    lateCaptureMs: config.sandboxLateCaptureMs,
  });
}
