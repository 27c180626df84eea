import { SiteConfigSchema } from '../../shared/site-config';
import { ok, successSchema } from '../http/envelope';
import type { App } from '../http/types';

export async function siteRoutes(app: App) {
  app.get(
    '/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site settings',
        response: { 200: successSchema(SiteConfigSchema) },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({
        support_email: app.config.support.email,
        support_phone: app.config.support.phone,
        referee_whatsapp: app.config.refereeWhatsapp,
        // The provider that actually runs (the one /payments/test/complete is registered for).
        payments_test_mode: app.deps.payments.name === 'test',
      });
    },
  );
}
