import type { Config } from '../config';

/**
 * The Content-Security-Policy: our own origin only, plus the third parties a configured feature needs —
 * Curlec's (Razorpay's) checkout when real payments are on, Google Maps when its key is set.
 */
export function contentSecurityDirectives(config: Pick<Config, 'curlec' | 'googleMapsApiKey'>) {
  const scriptSrc = ["'self'"];
  const frameSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  const styleSrc = ["'self'", "'unsafe-inline'"];
  const fontSrc = ["'self'", 'data:'];
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
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    frameSrc,
    connectSrc,
    imgSrc,
    styleSrc,
    fontSrc,
    upgradeInsecureRequests: null,
  };
}
