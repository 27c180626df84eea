import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../i18n/dates';
import { useGateDuties } from '../../api/checkin';
import { t } from '../../i18n/i18n';

/**
 * Gate staff (issue 17) find their gate here, not only in the invitation mail: each event whose
 * organiser put their email on the gate, until it is over.
 */
export function GateDutySection() {
  const duties = useGateDuties().data ?? [];
  if (duties.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="gate-duty-heading" sx={{ mb: 4 }}>
      <Typography id="gate-duty-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.gate.heading')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {duties.map((d) => (
          <Paper
            component="li"
            key={d.event_id}
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{d.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.gate.line', { date: formatDisplayDate(d.start_date) })}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={href(ROUTES.checkIn, { eventId: d.event_id })}
              variant="contained"
              startIcon={<QrCodeScannerIcon />}
            >
              {t('dashboard.gate.open')}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
