import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { certificatePdfPath, eventDates } from '../../../shared/competition/certificate-labels';
import type { Certificate } from '../../../shared/competition/certificates';
import { formatDisplayDate } from '../../i18n/dates';
import { useCertificate } from '../../api/certificates';
import { PlacementBadge } from '../../components/certificates/PlacementBadge';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { SecretLinkPage } from '../../components/SecretLinkPage';
import { currentLanguage, t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
import { certificateTitle } from './certificate-meta';
import { Icon } from '../../components/Icon';

const TONES = {
  success: { bg: '#E8F3E9', color: 'success.main' },
  warning: { bg: '#FFF4E5', color: '#8A4B00' },
  error: { bg: '#FDECEA', color: '#B71C1C' },
} as const;

function Status({
  icon,
  title,
  text,
  tone,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  tone: 'success' | 'warning' | 'error';
}) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="status"
      sx={{
        alignItems: 'center',
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        bgcolor: TONES[tone].bg,
        color: TONES[tone].color,
      }}
    >
      <Box sx={{ display: 'flex', '& svg': { fontSize: 36 } }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.2 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.primary' }}>
          {text}
        </Typography>
      </Box>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CertificateView({ c }: { c: Certificate }) {
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', borderTop: '6px solid', borderTopColor: 'primary.main' }}
    >
      <Box sx={{ p: { xs: 2, sm: 4 } }}>
        {c.status === 'revoked' ? (
          <Status
            tone="error"
            icon={<Icon name="GppBad" />}
            title={t('pages.certificate.revoked')}
            text={t('pages.certificate.revokedText', {
              reason: c.reason ?? t('pages.certificate.eventCancelled'),
            })}
          />
        ) : c.valid ? (
          <Status
            tone="success"
            icon={<Icon name="Verified" />}
            title={t('pages.certificate.verified')}
            text={t('pages.certificate.verifiedText')}
          />
        ) : (
          <Status
            tone="warning"
            icon={<Icon name="HourglassTop" />}
            title={t('pages.certificate.underReview')}
            text={t('pages.certificate.underReviewText')}
          />
        )}
        <Typography
          variant="overline"
          component="p"
          sx={{ mt: 3, color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {t(
            c.kind === 'achievement'
              ? 'pages.certificate.achievement'
              : 'pages.certificate.participation',
          )}
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: 'clamp(1.9rem, 6vw, 3rem)', overflowWrap: 'anywhere', mb: 1.5 }}
        >
          {c.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <PlacementBadge rank={c.rank} />
          {c.walkover && (
            <Chip
              label={t('pages.certificate.walkover')}
              variant="outlined"
              data-testid="certificate-walkover"
              sx={{ fontWeight: 700 }}
            />
          )}
        </Stack>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          {withElements(
            c.kind !== 'achievement'
              ? 'pages.certificate.tookPartIn'
              : c.walkover
                ? 'pages.certificate.placedInWalkover'
                : 'pages.certificate.placedIn',
            {
              category: (
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {c.category}
                </Box>
              ),
              event: (
                <Link
                  component={RouterLink}
                  to={href(ROUTES.eventDetails, { eventId: c.event_id })}
                >
                  {c.event_title}
                </Link>
              ),
            },
            { sport: c.sport },
          )}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            mt: 3,
            mb: 0,
            pt: 3,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Fact label={t('pages.certificate.date')}>
            {eventDates(c.start_date, c.end_date, currentLanguage())}
          </Fact>
          <Fact label={t('pages.certificate.venue')}>{c.venue}</Fact>
          <Fact label={t('pages.certificate.organisedBy')}>{c.host_organisation ?? '—'}</Fact>
          <Fact label={t('pages.certificate.issued')}>{formatDisplayDate(c.issued_at)}</Fact>
          <Fact label={t('pages.certificate.code')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 500 }}>
              {c.code}
            </Box>
          </Fact>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {c.status !== 'revoked' && (
            <Button
              variant="contained"
              href={certificatePdfPath(c.code)}
              startIcon={<Icon name="Download" />}
            >
              {t('pages.certificate.download')}
            </Button>
          )}
          <Button
            variant="outlined"
            component={RouterLink}
            to={href(ROUTES.eventDetails, { eventId: c.event_id })}
            sx={readableOutlinedButtonSx}
          >
            {t('pages.certificate.viewEvent')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

function NotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box sx={{ color: 'error.main', '& svg': { fontSize: 56 } }} aria-hidden>
        <Icon name="GppBad" />
      </Box>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.6rem, 5vw, 2.2rem)', mt: 1, mb: 1.5 }}>
        {t('pages.certificate.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
        {t('pages.certificate.notFoundText')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/events" sx={readableOutlinedButtonSx}>
        {t('pages.browseEvents')}
      </Button>
    </Paper>
  );
}

/**
 * /certificates/{code} (issue 18): the public check of a certificate, reached from the QR code
 * on its PDF. Drawn by the server with its data, so it reads the same with JavaScript off.
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const query = useCertificate(code);
  const certificate = query.data;
  useEffect(() => {
    if (query.isPending) return;
    document.title = `${certificateTitle(certificate ?? null)} · Matchday`;
  }, [certificate, query.isPending]);
  return (
    <SecretLinkPage
      query={query}
      maxWidth="md"
      heading={t('pages.certificate.heading')}
      texts={{
        loadError: t('pages.certificate.loadError'),
        tryAgain: t('pages.certificate.tryAgain'),
        loading: t('pages.certificate.checking'),
      }}
      found={(found) => <CertificateView c={found} />}
      notFound={<NotFound />}
    />
  );
}
