import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { readableTextButtonSx } from '../events/readable-buttons';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';

/**
 * A chart with its table beside it (issue 27): the chart is a picture, named for screen readers
 * as one and pointing to its table; the table (the same figures) opens under it with "Show as
 * table", a button that says whether it is open. The chart's module loads lazily: a spinner of
 * the chart's height holds its place meanwhile.
 */
export function ChartWithTable({
  title,
  description,
  chartLabel,
  height,
  chart,
  table,
}: {
  title: string;
  description?: string;
  /** What the chart shows, for screen readers (they read the table for the figures). */
  chartLabel: string;
  height: number;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const tableId = `${id}-table`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1, sm: 2 }, mb: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          px: 1,
        }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h4">
          {title}
        </Typography>
        <Button
          size="small"
          sx={readableTextButtonSx}
          startIcon={<TableChartOutlined />}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('toolkit.chart.hideTable') : t('toolkit.chart.showTable')}
        </Button>
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {description}
        </Typography>
      )}
      <Box role="img" aria-label={t('toolkit.chart.label', { chart: chartLabel })}>
        <Suspense
          fallback={
            <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('toolkit.chart.loading')} />
            </Box>
          }
        >
          {chart}
        </Suspense>
      </Box>
      <Box id={tableId} hidden={!open} sx={{ mt: 1 }}>
        {open && table}
      </Box>
    </Paper>
  );
}
