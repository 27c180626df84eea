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
    toast.success(`${res.data.email} can now run the gate of this event.`);
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
            Event day
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Check players in at the gate with a phone; online or not.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={href(ROUTES.checkIn, { eventId: event.id })}
          variant="contained"
          startIcon={<QrCodeScannerIcon />}
        >
          Open check-in
        </Button>
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2.5 }}>
        Gate staff
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {(staff.data ?? []).map((s) => (
          <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {s.email}
            </Typography>
            <Tooltip title="Remove from the gate">
              <IconButton
                aria-label={`Remove ${s.email} from the gate`}
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
            Only you for now.
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
          label="Their email"
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'They sign in with this email to reach the gate, and nothing else.'}
          fullWidth
        />
        <LoadingButton
          type="submit"
          variant="outlined"
          sx={readableOutlinedButtonSx}
          loading={invite.isPending}
          disabled={!email.includes('@')}
        >
          Invite
        </LoadingButton>
      </Box>
    </Paper>
  );
}
