import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives } from './content-security-policy';

describe('content security policy', () => {
  it('allows only our own origin when no third-party feature is configured', () => {
    const d = contentSecurityDirectives({ curlec: undefined, googleMapsApiKey: undefined, s3: undefined });
    expect(d.scriptSrc).toEqual(["'self'"]);
    expect(d.frameSrc).toEqual(["'self'"]);
  });

  it('allows the Curlec checkout and Google Maps only when they are configured', () => {
    const d = contentSecurityDirectives({
      curlec: { keyId: 'rzp_live_x', keySecret: 's', webhookSecret: 'w' },
      googleMapsApiKey: 'maps-key',
      s3: undefined,
    });
    expect(d.scriptSrc).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://maps.googleapis.com']);
    expect(d.frameSrc).toContain('https://api.razorpay.com');
  });

  it("allows the bucket's origin for direct uploads, and S3_PUBLIC_URL's for pictures, video and sound", () => {
    const s3 = { bucket: 'durio-files', region: 'ap-southeast-1', forcePathStyle: false };
    const onAws = contentSecurityDirectives({ curlec: undefined, googleMapsApiKey: undefined, s3: { ...s3, publicUrl: 'https://cdn.durio.my/files/' } });
    expect(onAws.connectSrc).toEqual(["'self'", 'https://durio-files.s3.ap-southeast-1.amazonaws.com']);
    expect(onAws.imgSrc).toContain('https://cdn.durio.my');
    expect(onAws.mediaSrc).toEqual(["'self'", 'blob:', 'https://cdn.durio.my']);
    const minio = contentSecurityDirectives({
      curlec: undefined,
      googleMapsApiKey: undefined,
      s3: { ...s3, endpoint: 'http://minio.internal:9000', forcePathStyle: true },
    });
    expect(minio.connectSrc).toEqual(["'self'", 'http://minio.internal:9000']);
    expect(minio.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });
});
