import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { ROUTES } from '../../../shared/routes';
import { href } from '../../../shared/href';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { useInviteStaff, useRemoveStaff, useStaff } from '../../api/checkin';
import { t } from '../../i18n/i18n';
import { readableOutlinedButtonSx } from '../events/readable-buttons';
import { LoadingButton } from '../LoadingButton';
import { attempt } from '../../query-client';
import { toast } from '../toast';

/**
 * Event day for the event's host (issue 17): the way to the gate, and who else may run it. Staff
 * are invited by email for this event only.
 */
export function GateStaffPanel({ event }: { event: Event }) {
  const staff = useStaff(event.id);
  const invite = useInviteStaff(event.id);
  const remove = useRemoveStaff(event.id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onInvite = async () => {
    setError(null);
    const res = await attempt(invite.mutateAsync(email.trim()));
    if (!res.ok) {
      setError(res.error.fields?.email ?? res.error.message);
      return;
    }
    setEmail('');
    toast.success(t('gate.staff.invited', { email: res.data.email }));
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
      component="section"
      aria-labelledby="gate-heading"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography id="gate-heading" variant="h6" component="h2">
            {t('gate.staff.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('gate.staff.intro')}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={href(ROUTES.checkIn, { eventId: event.id })}
          variant="contained"
          startIcon={<QrCodeScannerIcon />}
        >
          {t('gate.staff.open')}
        </Button>
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2.5 }}>
        {t('gate.staff.staff')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {(staff.data ?? []).map((s) => (
          <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {s.email}
            </Typography>
            <Tooltip title={t('gate.staff.remove')}>
              <IconButton
                aria-label={t('gate.staff.removeLabel', { email: s.email })}
                onClick={() => void remove.mutateAsync(s.id).catch(() => null)}
                sx={{ color: 'error.main' }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
        {staff.data?.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('gate.staff.onlyYou')}
          </Typography>
        )}
      </Stack>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void onInvite();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('gate.staff.email')}
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('gate.staff.emailHelp')}
          fullWidth
        />
        <LoadingButton
          type="submit"
          variant="outlined"
          sx={readableOutlinedButtonSx}
          loading={invite.isPending}
          disabled={!email.includes('@')}
        >
          {t('gate.staff.invite')}
        </LoadingButton>
      </Box>
    </Paper>
  );
}
