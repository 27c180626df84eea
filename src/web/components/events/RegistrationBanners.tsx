import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Box, Stack, type Theme } from '@mui/material';
import { eventBanners, type EventDates } from '../../../shared/events/registration-window';

/**
 * MUI's outlined Alert, drawn by hand: the component (with its icons and close button) costs
 * event pages 2 KB of script, and these banners need none of its options.
 */
function Banner({ severity, children }: { severity: 'info' | 'warning'; children: string }) {
  const Icon = severity === 'info' ? InfoOutlinedIcon : ReportProblemOutlinedIcon;
  return (
    <Box
      role="alert"
      sx={(theme: Theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        px: 2,
        py: '6px',
        borderRadius: '14px',
        border: `1px solid ${theme.palette[severity].light}`,
        color: theme.darken(theme.palette[severity].light, 0.6),
        bgcolor: 'background.paper',
        fontWeight: 600,
      })}
    >
      <Icon
        sx={{
          mr: 1.5,
          my: '7px',
          fontSize: 22,
          opacity: 0.9,
          color: `${severity}.main`,
          flexShrink: 0,
        }}
      />
      <Box sx={{ py: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** The §2 detail banners ('Registration will Starts on …', closed, results), from §4's rules. */
export function RegistrationBanners({ event }: { event: EventDates }) {
  const banners = eventBanners(event);
  if (banners.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="registration-banners">
      {banners.map((text) => (
        <Banner key={text} severity={text.startsWith('Registration will') ? 'info' : 'warning'}>
          {text}
        </Banner>
      ))}
    </Stack>
  );
}
