import SendIcon from '@mui/icons-material/Send';
import { Box, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useInviteToTeam } from '../../api/teams';
import { attempt } from '../../query-client';
import { LoadingButton } from '../LoadingButton';
import { toast } from '../toast';

/** The captain invites a player by email: the server mails them the join link. */
export function InviteForm({ teamId }: { teamId: string }) {
  const invite = useInviteToTeam(teamId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const address = email.trim();
    const result = await attempt(invite.mutateAsync(address));
    if (!result.ok) {
      setError(result.error.fields?.email ?? result.error.message);
      return;
    }
    setEmail('');
    toast.success(`Invite sent to ${address}`);
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void send(e)} aria-label="Invite by email">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Player's email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'We email them the link to join'}
          autoComplete="off"
          fullWidth
          size="small"
        />
        <LoadingButton
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          loading={invite.isPending}
          disabled={!email.includes('@')}
          sx={{ flexShrink: 0, minWidth: 140 }}
        >
          Send invite
        </LoadingButton>
      </Stack>
    </Box>
  );
}
