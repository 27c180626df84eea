import * as contract from '../../shared/api/site';
import { compiledAppMessages, compiledErrorMessages } from '../../shared/i18n/compiled';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';

export async function siteRoutes(app: App) {
  await route(
    app,
    contract.siteConfig,
    { tags: ['site'], summary: 'Public site settings', access: 'public' },
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

  await route(
    app,
    contract.appMessages,
    {
      tags: ['site'],
      summary: "The app area's messages in a language, compiled (issue 29)",
      access: 'public',
    },
    async (request, reply) => {
      // Fixed until the next release: a day in caches, revalidated by ETag after.
      reply.header('cache-control', 'public, max-age=86400');
      const { language } = request.params;
      return ok({ language, messages: compiledAppMessages(language) });
    },
  );

  await route(
    app,
    contract.errorMessages,
    {
      tags: ['site'],
      summary: 'The errors messages in English and a language, compiled (issue 29)',
      access: 'public',
    },
    async (request, reply) => {
      // As the app area's: fixed until the next release.
      reply.header('cache-control', 'public, max-age=86400');
      const { language } = request.params;
      return ok({
        language,
        english: compiledErrorMessages('en'),
        messages: compiledErrorMessages(language),
      });
    },
  );
}
