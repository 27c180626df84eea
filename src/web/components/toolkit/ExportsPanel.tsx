import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { PANEL_CARD_SX } from './panel-card';
import type { Event } from '../../../shared/events/schemas';
import { API_ROUTES, apiHref } from '../../../shared/href';
import type { ExportFormat } from '../../../shared/toolkit/export-cells';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

/** Where a format's download is: the session cookie goes with a plain link. */
const exportHref = (eventId: string, format: ExportFormat) =>
  apiHref(API_ROUTES.eventExport, { id: eventId }, { format });

const DOWNLOADS: Array<{ format: ExportFormat; label: MessageKey }> = [
  { format: 'xlsx', label: 'toolkit.exports.excel' },
  { format: 'csv', label: 'toolkit.exports.csv' },
];

/**
 * Downloads of the event's registrations (issue 27), for its host and admins: every registration
 * with its payment, check-in, weigh-in, bib, draw and invoice, as Excel or CSV. The file is made
 * on the server as it downloads (docs/decisions/036), so a big event starts at once.
 */
export function ExportsPanel({ event }: { event: Event }) {
  return (
    <Box component="section" aria-labelledby="exports-heading" sx={{ mb: 4 }}>
      <Typography id="exports-heading" variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('toolkit.exports.heading')}
      </Typography>
      <Paper variant="outlined" sx={PANEL_CARD_SX}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('toolkit.exports.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {DOWNLOADS.map((d) => (
            <Button
              key={d.format}
              component="a"
              href={exportHref(event.id, d.format)}
              download
              variant={d.format === 'xlsx' ? 'contained' : 'outlined'}
              size="large"
              startIcon={<DownloadIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' }, minHeight: 48 }}
            >
              {t(d.label)}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
