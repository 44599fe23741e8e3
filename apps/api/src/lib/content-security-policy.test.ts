import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives } from './content-security-policy';

describe('content security policy', () => {
  it('allows only our own origin when no third-party feature is configured', () => {
    const d = contentSecurityDirectives({ curlec: undefined, googleMapsApiKey: undefined });
    expect(d.scriptSrc).toEqual(["'self'"]);
    expect(d.frameSrc).toEqual(["'self'"]);
  });

  it('allows the Curlec checkout and Google Maps only when they are configured', () => {
    const d = contentSecurityDirectives({
      curlec: { keyId: 'rzp_live_x', keySecret: 's', webhookSecret: 'w' },
      googleMapsApiKey: 'maps-key',
    });
    expect(d.scriptSrc).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://maps.googleapis.com']);
    expect(d.frameSrc).toContain('https://api.razorpay.com');
  });
});
