import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

// Razorpay's checkout is a script from checkout.razorpay.com that opens a frame on
// api.razorpay.com and reports to lumberjack.razorpay.com; nothing else third-party runs.
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/** `imageOrigins`: where else posters load from (the S3_PUBLIC_URL origin when it is set). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  imageOrigins: string[] = [],
) {
  // Built once: the Fastify wrapper rebuilt this middleware (and re-parsed the CSP) per request.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        // The gate's QR decoder (qr-scanner) runs in a worker made from a blob of its own code.
        workerSrc: ["'self'", 'blob:'],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...RAZORPAY, 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", ...RAZORPAY],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is served over HTTPS, i.e. in production.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Razorpay's checkout frame needs cross-origin popups to close back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
