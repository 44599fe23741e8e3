import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from '../lib/local-secret';
import { answeringWithin } from './answer-within';
import { createCurlecGateway } from './curlec';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

/**
 * Curlec when its keys are set (docs/product/orders-and-payments.md), else the built-in sandbox; either gives up on
 * a call after GATEWAY_TIMEOUT_SECONDS.
 */
export function createGateway(config: Config, db: Db): PaymentGateway {
  if (config.curlec) return answeringWithin(createCurlecGateway(config.curlec), config.gatewayTimeoutMs);
  const sandbox = createSandboxGateway({
    db,
    // One secret signs both the checkout's payment signatures and the webhooks, as a Razorpay key secret can.
    secret: config.sandboxGatewaySecret ?? loadOrCreateSecret('sandbox-gateway-secret', config.dataDir),
    webhookDelayMs: config.sandboxWebhookDelayMs,
    refundDelayMs: config.sandboxRefundDelayMs,
    lateCaptureMs: config.sandboxLateCaptureMs,
  });
  return answeringWithin(sandbox, config.gatewayTimeoutMs);
}
