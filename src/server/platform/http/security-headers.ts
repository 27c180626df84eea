import type { IncomingMessage, ServerResponse } from 'node:http';
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
  // The same headers for every answer (no nonce, nothing from the request): helmet writes them
  // once here, and each answer gets that list. Run per request, helmet's chain of thirteen
  // middlewares cost about 5 % of the server's CPU on a page whose data was kept.
  const headers = staticHeaders(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** The headers a middleware sets on an answer, run once on a stand-in for one. */
function staticHeaders(middleware: Middleware): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  } as unknown as ServerResponse;
  let done = false;
  middleware({ headers: {} } as IncomingMessage, res, (err) => {
    if (err) throw err;
    done = true;
  });
  // helmet calls `next` synchronously; a middleware that did not would leave headers unset here.
  if (!done) throw new Error('The security headers middleware did not finish at once');
  return [...headers];
}
