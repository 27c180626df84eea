import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as contract from '../../shared/api/certificates';
import { API_ROUTES } from '../../shared/href';
import { certificatePath } from '../../shared/competition/certificate-labels';
import { CertificateCodeParamsSchema } from '../../shared/competition/certificates';
import { COMPETITION_MSG } from '../../shared/competition/schemas';
import { actorOf } from '../auth/access';
import { certificates, participations, users } from '../platform/db/schema';
import { chosenLanguage } from '../platform/i18n/chosen-language';
import { AppError } from '../platform/http/app-error';
import { ok, page } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { certificatePdf } from './certificate-pdf';
import { certificateByCode, myCertificates } from './certificate-view';

const tags = ['competition'];

/**
 * The language of a certificate's PDF (issue 29): the address's `?lang=`, else the visitor's kept
 * choice (the `lang` cookie), else its holder's account's — the mail's link opens it so.
 */
async function pdfLanguage(app: App, request: FastifyRequest, code: string): Promise<string> {
  const chosen = chosenLanguage(request);
  if (chosen) return chosen;
  const [holder] = await app.deps.db
    .select({ language: users.language })
    .from(certificates)
    .innerJoin(participations, eq(participations.id, certificates.participation_id))
    .innerJoin(users, eq(users.id, participations.participant_id))
    .where(eq(certificates.code, code))
    .limit(1);
  return holder?.language ?? 'en';
}

/** Certificates (issue 18): verified by anyone with the code, listed for their participant. */
export async function certificateRoutes(app: App) {
  await route(
    app,
    contract.myCertificates,
    {
      tags,
      summary: "The caller's certificates (their registrations', newest first)",
      access: ['Participants', 'create'],
    },
    async (request) => {
      const { items, next } = await myCertificates(app.deps.db, actorOf(request).id, request.query);
      return page(items, next);
    },
  );

  await route(
    app,
    contract.certificate,
    {
      tags,
      summary: 'Verify a certificate by its code (the code is the secret)',
      access: 'public',
      publicCache: true,
    },
    async (request) => ok(await certificateByCode(app.deps.db, request.params.code)),
  );

  // A PDF, not a JSON envelope: registered by hand. Whoever holds the code may download it (it
  // is made afresh each time, with the current rank), so nothing is cached.
  app.get(
    API_ROUTES.certificatePdf,
    {
      schema: {
        tags,
        summary: 'A certificate as a PDF (A4 landscape) with the QR code of its verification page',
        params: CertificateCodeParamsSchema,
        produces: ['application/pdf'],
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const certificate = await certificateByCode(app.deps.db, request.params.code);
      // A fresh PDF of a revoked certificate would be shown around as genuine: none is made.
      if (certificate.status === 'revoked')
        throw new AppError('conflict', COMPETITION_MSG.certificateRevoked);
      const pdf = await certificatePdf(
        certificate,
        `${app.deps.config.publicUrl}${certificatePath(certificate.code)}`,
        await pdfLanguage(app, request, certificate.code),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="matchday-certificate-${certificate.code}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
