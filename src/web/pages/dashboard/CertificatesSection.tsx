import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  certificatePath,
  certificatePdfPath,
} from '../../../shared/competition/certificate-labels';
import type { MyCertificate } from '../../../shared/competition/certificates';
import { formatDisplayDate } from '../../i18n/dates';
import { useMyCertificates } from '../../api/certificates';
import { PlacementBadge } from '../../components/certificates/PlacementBadge';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

function CertificateCard({ c }: { c: MyCertificate }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="certificate-entry"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <PlacementBadge rank={c.rank} size="small" />
        {c.walkover && (
          <Chip
            size="small"
            variant="outlined"
            label={t('pages.certificate.walkover')}
            sx={{ fontWeight: 700 }}
          />
        )}
      </Stack>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{c.event_title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {c.category} · {c.sport} · {formatDisplayDate(c.start_date)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {withElements(
          'dashboard.certificates.for',
          { name: <strong>{c.name}</strong> },
          { title: c.title.replace(/ — .*$/, '') },
        )}
        {c.status === 'under_review' ? ` ${t('dashboard.certificates.underReview')}` : ''}
      </Typography>
      {c.status === 'revoked' && (
        <Typography
          variant="body2"
          data-testid="certificate-revoked"
          sx={{ color: '#B71C1C', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {t('dashboard.certificates.revoked', {
            reason: c.reason ?? t('dashboard.certificates.eventCancelled'),
          })}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
        {c.status !== 'revoked' && (
          <Button
            variant="contained"
            size="small"
            href={certificatePdfPath(c.code)}
            download
            startIcon={<DownloadIcon />}
          >
            {t('dashboard.certificates.download')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          component={RouterLink}
          to={certificatePath(c.code)}
          startIcon={<VerifiedIcon />}
          sx={readableOutlinedButtonSx}
        >
          {t('dashboard.certificates.verify')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * "Results & certificates" (issue 18): the participant's placements and participations in
 * finished draws, each certificate to download or to open on its public verification page.
 * Nothing until the first one is issued.
 */
export function CertificatesSection() {
  const list = useMyCertificates().data ?? [];
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="certificates-heading" sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id="certificates-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.certificates.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
        }}
      >
        {list.map((c) => (
          <CertificateCard key={c.code} c={c} />
        ))}
      </Box>
    </Box>
  );
}
