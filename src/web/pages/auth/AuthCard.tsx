import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/PageHeading';

/**
 * The second action of an auth card (an outlined button): the dark orange, because brand orange
 * text on white is too faint to read (2.2:1).
 */
export const secondaryActionSx = {
  color: 'primary.dark',
  borderColor: 'primary.main',
  '&:hover': { borderColor: 'primary.dark', bgcolor: 'rgba(255,145,77,0.08)' },
} as const;

/**
 * The line with a text between an auth card's form and its second action ("New to Matchday?"):
 * MUI's Divider with children, drawn with the same styles from Box (MUI's Divider, ~1.5 KB
 * gzipped with all its variants, is too much for the login page's first download).
 */
export function AuthDivider({ children }: { children: string }) {
  return (
    <Box
      role="separator"
      aria-orientation="horizontal"
      sx={{
        display: 'flex',
        flexShrink: 0,
        textAlign: 'center',
        my: 3,
        color: 'text.secondary',
        typography: 'body2',
        '&::before, &::after': {
          content: '""',
          alignSelf: 'center',
          width: '100%',
          borderTop: 'thin solid',
          borderColor: 'divider',
        },
      }}
    >
      <Box
        component="span"
        sx={{ display: 'inline-block', px: 'calc(8px * 1.2)', whiteSpace: 'nowrap' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The frame of every auth screen: a centred card on a soft, lightly branded background. */
export function AuthCard({
  title,
  subtitle,
  maxWidth = 460,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '72vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
        background:
          'radial-gradient(circle at 0% 0%, rgba(255,145,77,0.16), transparent 42%),' +
          'radial-gradient(circle at 100% 100%, rgba(31,42,68,0.08), transparent 40%)',
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth,
          p: { xs: 2.5, sm: 4.5 },
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 12px 32px rgba(31,42,68,0.08)',
          '& h1': { mb: subtitle ? 1 : 3 },
        }}
      >
        <PageHeading>{title}</PageHeading>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
