import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { DataTable, type Column } from './DataTable';

/**
 * A list a wide screen reads as a table and a phone as stacked cards (never a table cut off at
 * the side): the table from `lg` up, the cards below it. Loading and the §8 empty text in both.
 */
export function ResponsiveList<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  emptyText = t('common.noData'),
  onRowClick,
  card,
}: {
  /** Names the table and the card list for assistive technology. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  emptyText?: string;
  onRowClick?: (row: T) => void;
  card: (row: T) => ReactNode;
}) {
  return (
    <>
      <Box
        sx={{
          display: { xs: 'none', lg: 'block' },
          '& td': { verticalAlign: 'top' },
        }}
      >
        <DataTable
          label={label}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          loading={loading}
          emptyText={emptyText}
          onRowClick={onRowClick}
        />
      </Box>
      <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
        {loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : !rows || rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{emptyText}</Typography>
          </Paper>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={label}>
            {rows.map((row) => (
              <Paper
                key={rowKey(row)}
                component="li"
                variant="outlined"
                sx={{ p: 2, listStyle: 'none' }}
              >
                {card(row)}
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
