import { randomBytes } from 'node:crypto';
import { generatePrivateJwk } from './lib/signing-keys';

/**
 * `npm run secrets`: fresh values of the secrets every copy of the shop must share (docs/deploy.md), as
 * lines for an environment file. Printed, never written: they belong in the deployment's secret store.
 */
const jwk = await generatePrivateJwk();
console.log(`JWT_PRIVATE_JWK='${JSON.stringify(jwk)}'`);
console.log(`SANDBOX_GATEWAY_SECRET=${randomBytes(32).toString('base64url')}`);
console.log(`UNSUBSCRIBE_SECRET=${randomBytes(32).toString('base64url')}`);
