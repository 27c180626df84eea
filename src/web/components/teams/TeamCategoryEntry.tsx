import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import type { Participation } from '../../../shared/participations/schemas';
import type { Team } from '../../../shared/teams/schemas';
import { useMyTeams } from '../../api/teams';
import { StartTeamForm, type EntryFrame } from './StartTeamForm';
import { TeamEntrySummary } from './TeamEntrySummary';
import { TeamModeChoice, type TeamMode } from './TeamModeChoice';
import { teamPaths } from './team-format';
import { t } from '../../i18n/i18n';

/** The caller's own team in this category (captain or joined member), if they have one. */
function teamIn(teams: Team[] | undefined, eventId: string, categoryId: string) {
  return teams?.find((t) => {
    if (t.event_id !== eventId || t.category_id !== categoryId || t.cancelled) return false;
    return t.members.some((m) => m.id === t.viewer.member_id && m.status === 'joined');
  });
}

/**
 * A team category on the participate page (issue 28): someone already on a team here is sent to
 * it; otherwise they choose to start a team (and invite the players) or to type every player in
 * now, today's form (`typedForm`, given the choice to show above its fields). A typed
 * registration already made resumes as it did.
 */
export function TeamCategoryEntry({
  event,
  category,
  saved,
  weighed,
  picker,
  frame,
  typedForm,
}: {
  event: Event;
  category: Event['categories'][number];
  /** The caller's registration in this category, if any. */
  saved: Participation | null;
  weighed: boolean;
  picker: ReactNode;
  frame: EntryFrame;
  typedForm: (choice?: ReactNode) => ReactNode;
}) {
  const [mode, setMode] = useState<TeamMode>('details');
  const teams = useMyTeams();
  if (teams.isPending && teams.fetchStatus !== 'idle') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('teams.entry.checking')} />
      </Box>
    );
  }
  const teamId = saved?.team?.id ?? teamIn(teams.data, event.id, category.category_id)?.id;
  if (teamId) {
    const main = (
      <Stack spacing={3}>
        {picker}
        <Alert severity="info">
          {t('teams.entry.onTeam', { category: category.category_details.name })}
        </Alert>
      </Stack>
    );
    const summary = (
      <TeamEntrySummary
        category={category}
        note={t('teams.entry.paysFromPage')}
        action={
          <Button
            component={RouterLink}
            to={teamPaths.team(teamId)}
            variant="contained"
            size="large"
            fullWidth
          >
            {t('teams.entry.open')}
          </Button>
        }
      />
    );
    return frame(main, summary);
  }
  // A typed registration already made goes on as it was (its payment resumes).
  if (saved) return typedForm();

  const choice = <TeamModeChoice value={mode} onChange={setMode} />;
  if (mode === 'details') return typedForm(choice);
  return (
    <StartTeamForm
      event={event}
      category={category}
      weighed={weighed}
      picker={
        <Stack spacing={3}>
          {picker}
          {choice}
        </Stack>
      }
      frame={frame}
    />
  );
}
