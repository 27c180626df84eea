import {
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Buttons of the row: on a phone's card they sit at the top right, without a label. */
  actions?: boolean;
};

/**
 * Below this width (a phone, or a narrow panel) each row becomes a card: the header row is hidden
 * visually but stays for screen readers, the first cell is the card's title, every other cell
 * is a line with its column's label and its value, and the row's actions sit at the top right.
 */
const NARROW = '@container (max-width: 600px)';

const tableSx = {
  [NARROW]: {
    '& thead': visuallyHidden,
    '& tbody tr[data-row]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: 2,
      rowGap: 1,
      px: 2,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody tr[data-row]:last-of-type': { borderBottom: 0 },
    '& tbody tr[data-row] td': {
      display: 'block',
      border: 0,
      p: 0,
      minWidth: 0,
      gridColumn: '1 / -1',
      textAlign: 'left',
    },
    '& tbody tr[data-row] td:first-of-type': { gridColumn: '1', fontWeight: 700 },
    '& tbody tr[data-row] td[data-actions]': { gridColumn: '2', gridRow: '1', alignSelf: 'start' },
    // One line per field: its label on the left, its value on the right.
    '& tbody tr[data-row] td[data-label]': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 2,
      textAlign: 'right',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      textAlign: 'left',
      typography: 'body2',
      color: 'text.secondary',
      fontWeight: 600,
    },
  },
  '& td': { overflowWrap: 'anywhere' },
} as const;

type DataTableProps<T> = {
  title?: string;
  /** Names the table when it has no title of its own. */
  label?: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Text when there are no rows; §8 'No Data Found' (MSG.noData) by default. */
  emptyText?: string;
  onRowClick?: (row: T) => void;
  actions?: ReactNode;
};

/** A table with a heading, a loading state and the §8 empty text; rows open with Enter too. */
export function DataTable<T>({
  title,
  label,
  columns,
  rows,
  rowKey,
  loading,
  emptyText = t('common.noData'),
  onRowClick,
  actions,
}: DataTableProps<T>) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', containerType: 'inline-size' }}>
      {(title || actions) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            px: 2,
            py: 1.5,
          }}
        >
          {title && (
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          )}
          {actions}
        </Box>
      )}
      {/* Focusable so keyboard users can scroll a wide table on a phone. */}
      <TableContainer tabIndex={0} role="region" aria-label={title ?? label ?? t('common.table')}>
        <Table size="medium" aria-label={title ?? label} sx={tableSx}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 5 }}>
                  <CircularProgress aria-label={t('loading')} />
                </TableCell>
              </TableRow>
            ) : !rows || rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 5 }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  data-row=""
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (e) => {
                          if (e.key === 'Enter') onRowClick(row);
                        }
                      : undefined
                  }
                  tabIndex={onRowClick ? 0 : undefined}
                  sx={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((c, i) => (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      data-label={i === 0 || c.actions ? undefined : c.header}
                      data-actions={c.actions ? '' : undefined}
                    >
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
