import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';
import { s3BrowserOrigins } from '../storage/s3-file-storage';

/**
 * The Content-Security-Policy: our own origin only, plus the third parties a configured feature needs —
 * Curlec's (Razorpay's) checkout when real payments are on, Google Maps when its key is set, and with S3 the
 * bucket's origin for direct uploads and S3_PUBLIC_URL's for pictures, video and sound.
 */
export function contentSecurityDirectives(config: Pick<Config, 'curlec' | 'googleMapsApiKey' | 's3'>) {
  const scriptSrc = ["'self'"];
  const frameSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  const styleSrc = ["'self'", "'unsafe-inline'"];
  const fontSrc = ["'self'", 'data:'];
  const mediaSrc = ["'self'", 'blob:'];
  if (config.curlec) {
    scriptSrc.push('https://checkout.razorpay.com');
    frameSrc.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
    connectSrc.push('https://lumberjack.razorpay.com');
  }
  if (config.googleMapsApiKey) {
    scriptSrc.push('https://maps.googleapis.com');
    connectSrc.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    imgSrc.push('https://maps.gstatic.com', 'https://maps.googleapis.com', 'https://*.ggpht.com');
    styleSrc.push('https://fonts.googleapis.com');
    fontSrc.push('https://fonts.gstatic.com');
  }
  if (config.s3) {
    const { uploads, files } = s3BrowserOrigins(config.s3);
    connectSrc.push(uploads);
    if (files) {
      imgSrc.push(files);
      mediaSrc.push(files);
    }
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    frameSrc,
    connectSrc,
    imgSrc,
    styleSrc,
    fontSrc,
    mediaSrc,
    upgradeInsecureRequests: null,
  };
}

/**
 * The headers of the API's replies, which are JSON or a CSV download and never a document: the set the OWASP
 * REST Security Cheat Sheet names for API responses (a CSP that lets the reply load and frame nothing, DENY to
 * framing, plus helmet's HSTS, nosniff and same-origin resource policy, which stay on). The headers that only
 * guide a browser rendering HTML (opener policy, origin-agent cluster, referrer policy, DNS prefetch, IE's
 * download and XSS filters, Flash's cross-domain policy) are left to the pages: on JSON they protect nothing
 * and cost every reply about half a kilobyte.
 */
export const apiSecurityHeaders = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;
