import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

/**
 * The web app's Content-Security-Policy. Scripts only from our own files: Vite's build puts no
 * inline script in index.html. Styles also allow 'unsafe-inline' because MUI's emotion injects
 * <style> tags at run time; a nonce would mean rendering index.html per response and handing the
 * nonce to emotion's cache, for little gain, since a style cannot run code. Images may be data:
 * URLs (the captcha, the payment QR codes) and the menu's https image links an administrator enters.
 */
function webAppDirectives(tls: boolean) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Over plain http (npm start on localhost) upgrading would point every asset at an https port
    // that does not exist.
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * helmet's headers on every response, the same policy everywhere: GraphiQL at /graphql and the
 * API reference at /api/docs are built files of our own origin too (their editors' workers as well).
 * HSTS only over TLS: when the public address is https, or the request came through a trusted
 * proxy that terminated TLS (X-Forwarded-Proto).
 */
export function securityHeaders(options: { tls: boolean }): RequestHandler[] {
  const csp = contentSecurityPolicy({ useDefaults: false, directives: webAppDirectives(options.tls) });
  const hsts = strictTransportSecurity();
  return [
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    }),
    csp,
    (req, res, next) => (options.tls || req.secure ? hsts(req, res, next) : next()),
  ];
}
