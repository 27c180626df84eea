import { Box, Typography } from '@mui/material';

/** A provider reference (order, payment, webhook id): small, monospace, breakable, with its label. */
export function Mono({ label, children }: { label: string; children: string | null }) {
  return (
    <Typography variant="body2" component="div" sx={{ fontSize: '0.8125rem' }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
        {label}
      </Box>
      {children ? (
        <Box
          component="code"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            wordBreak: 'break-all',
          }}
        >
          {children}
        </Box>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          —
        </Box>
      )}
    </Typography>
  );
}
