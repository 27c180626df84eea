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
import type { ReactNode } from 'react';
import { MSG } from '../../shared/messages';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
};

type DataTableProps<T> = {
  title?: string;
  /** Names the table when it has no title of its own. */
  label?: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Text when there are no rows; §8 'No Data Found' by default. */
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
  emptyText = MSG.noData,
  onRowClick,
  actions,
}: DataTableProps<T>) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
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
      <TableContainer tabIndex={0} role="region" aria-label={title ?? label ?? 'Table'}>
        <Table size="medium" aria-label={title ?? label}>
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
                  <CircularProgress aria-label="Loading" />
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
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
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
