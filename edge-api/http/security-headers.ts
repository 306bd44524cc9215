import { secureHeaders } from 'hono/secure-headers';
import { APP_AFTER_PAINT_CSP_HASH } from '#domain/app-after-paint-script.ts';
import { THEME_INIT_CSP_HASH } from '#domain/theme-init-script.ts';

// 'unsafe-inline' styles only: react-hot-toast injects a <style> element at run time.
// Scripts are 'self', the inline theme script and app loader by their hashes (0084, 0090) and Razorpay Checkout's origin
// only (docs/decisions/0003, 0081): one policy
// for the whole single-page app, since /donation is reached without loading a new document.
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  images: 'https://cdn.razorpay.com',
};
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_INIT_CSP_HASH, APP_AFTER_PAINT_CSP_HASH, RAZORPAY.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', RAZORPAY.images],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...RAZORPAY.connect],
      frameSrc: RAZORPAY.frames,
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Checkout's redirect mode posts the card form to Razorpay, which posts back to our callback.
      formAction: ["'self'", 'https://api.razorpay.com'],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // The event check-in screen scans tickets with the camera, on our own origin only (issue 16).
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
  });
