import SendIcon from '@mui/icons-material/Send';
import { Box, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useInviteToTeam } from '../../api/teams';
import { attempt } from '../../query-client';
import { LoadingButton } from '../LoadingButton';
import { toast } from '../toast';
import { t } from '../../i18n/i18n';

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
    toast.success(t('teams.inviteForm.sent', { email: address }));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void send(e)}
      aria-label={t('teams.inviteForm.label')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('teams.inviteForm.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('teams.inviteForm.hint')}
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
          {t('teams.inviteForm.send')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}
