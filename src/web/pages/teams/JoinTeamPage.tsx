import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { can } from '../../../shared/permissions';
import type { TeamPreview } from '../../../shared/teams/schemas';
import { ApiError } from '../../api/client';
import { useJoinTeam, useTeamPreview } from '../../api/teams';
import { useDependants } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import { PageHeading } from '../../components/PageHeading';
import { teamPaths } from '../../components/teams/team-format';
import { toast } from '../../components/toast';
import { attempt } from '../../query-client';
import { JoinDetails } from './JoinDetails';
import { WhoWillPlay } from './WhoWillPlay';
import { t } from '../../i18n/i18n';

/** Why this code's holder cannot join now, before anything is sent; null when they may try. */
function closedReason(p: TeamPreview): string | null {
  if (p.locked) return t('teams.join.rosterLocked');
  if (p.joined >= p.max) return t('teams.join.teamFull', { max: p.max });
  return null;
}

/** Joining: who plays (the caller or a dependant), their weight where the category needs it. */
function JoinForm({ preview, code }: { preview: TeamPreview; code: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const join = useJoinTeam();
  const dependants = useDependants(user?.id, { enabled: user?.role === 'Participant' });
  const [who, setWho] = useState('');
  const [weight, setWeight] = useState('');
  const [weightError, setWeightError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    setWeightError(null);
    if (preview.weight_required && !weight) {
      setWeightError(t('teams.join.weightRequired'));
      return;
    }
    const result = await attempt(
      join.mutateAsync({
        code,
        dependant_id: who || null,
        weight_kg: weight ? Number(weight) : null,
      }),
    );
    if (result.ok) {
      toast.success(t('teams.youJoined', { team: result.data.team_name }));
      navigate(teamPaths.team(result.data.id));
      return;
    }
    const { fields, message } = result.error;
    if (fields?.weight_kg) setWeightError(fields.weight_kg);
    else setRefusal(message);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('teams.join.formLabel')}
    >
      <Stack spacing={2.5}>
        {user && (dependants.data?.length ?? 0) > 0 && (
          <WhoWillPlay
            name={user.name}
            dependants={dependants.data ?? []}
            value={who}
            onChange={setWho}
            disabled={join.isPending}
          />
        )}
        {preview.weight_required && (
          <TextField
            label={who ? t('teams.join.theirWeight') : t('teams.join.yourWeight')}
            type="number"
            required
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            error={Boolean(weightError)}
            helperText={weightError ?? t('teams.join.weightHint')}
            slotProps={{ htmlInput: { min: 10, max: 300, step: 1, inputMode: 'numeric' } }}
            sx={{ maxWidth: 240 }}
          />
        )}
        {refusal && (
          <Alert severity="error" data-testid="join-refusal">
            {refusal}
          </Alert>
        )}
        <LoadingButton type="submit" variant="contained" size="large" loading={join.isPending}>
          {t('teams.join.button', { team: preview.team_name })}
        </LoadingButton>
      </Stack>
    </Box>
  );
}

function JoinBody({ preview, code }: { preview: TeamPreview; code: string }) {
  const { user } = useAuth();
  const closed = closedReason(preview);
  if (preview.member) {
    return (
      <Alert
        severity="success"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={teamPaths.team(preview.id)}
          >
            {t('teams.join.openTeam')}
          </Button>
        }
      >
        {t('teams.join.alreadyMember')}
      </Alert>
    );
  }
  if (!can(user?.role, 'Participants', 'create')) {
    return (
      <Alert severity="info">{t('teams.join.onlyPlayers', { role: user?.role ?? 'guest' })}</Alert>
    );
  }
  if (closed) return <Alert severity="info">{closed}</Alert>;
  return <JoinForm preview={preview} code={code} />;
}

/**
 * /app/teams/join/{code} (issue 28): the link a captain shares. The team, its event and category,
 * who is in so far and what joining costs; then Join, checked against the category's rules by
 * the server, whose reason shows when it refuses.
 */
export default function JoinTeamPage() {
  const code = useParams().code ?? '';
  const query = useTeamPreview(code);
  const preview = query.data;

  if (!preview) {
    if (query.isPending && query.fetchStatus !== 'idle') {
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
          <CircularProgress aria-label={t('teams.loading')} />
        </Box>
      );
    }
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={{ maxWidth: 640 }}>
        <PageHeading>{t('teams.join.heading')}</PageHeading>
        <Alert severity={missing ? 'info' : 'error'}>
          {missing
            ? t('teams.join.codeNotFound')
            : (query.error?.message ?? t('teams.genericError'))}
        </Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeading>{t('teams.join.title', { team: preview.team_name })}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <JoinDetails preview={preview} />
        <Box sx={{ mt: 3 }}>
          <JoinBody preview={preview} code={code} />
        </Box>
      </Paper>
    </Box>
  );
}
