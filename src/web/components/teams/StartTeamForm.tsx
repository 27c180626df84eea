import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { Event } from '../../../shared/events/schemas';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { TeamCreateSchema } from '../../../shared/teams/schemas';
import { useCreateTeam } from '../../api/teams';
import { attempt } from '../../query-client';
import { FormTextField } from '../form/FormTextField';
import { applyServerFieldErrors } from '../form/server-errors';
import { useZodForm } from '../form/use-zod-form';
import { LoadingButton } from '../LoadingButton';
import { ClubField } from '../participations/ClubField';
import { formatAmount } from '../participations/participation-format';
import { toast } from '../toast';
import { TeamEntrySummary } from './TeamEntrySummary';
import { teamPaths } from './team-format';
import { t } from '../../i18n/i18n';

type EventCategory = Event['categories'][number];

/** How the participate page lays a form out: its fields, and the summary with the button. */
export type EntryFrame = (main: ReactNode, summary: ReactNode) => ReactNode;

const SERVER_FIELDS = ['team_name', 'club', 'weight_kg'] as const;

/** The captain's part of TeamCreateSchema; their weight where the category has weight classes. */
const startSchema = (weighed: boolean) =>
  TeamCreateSchema.pick({ team_name: true, club: true, weight_kg: true }).superRefine((v, ctx) => {
    if (weighed && v.weight_kg === null)
      ctx.addIssue({
        code: 'custom',
        message: t('teams.start.weightRequired'),
        path: ['weight_kg'],
      });
  });
type StartValues = z.input<ReturnType<typeof startSchema>>;

/** What starting costs: nothing now; the team pays from its page, as the host chose. */
function startNote(category: EventCategory): string {
  const price = formatAmount(category.price, category.currency);
  if (category.price === 0) return t('teams.start.free');
  return category.team_payment === 'split'
    ? t('teams.start.splitNote', { price })
    : t('teams.start.captainNote', { price });
}

/**
 * Starting a team (issue 28): its name, club and (weight classes) the captain's weight. The
 * server makes the team with its join code and the caller as Captain; its page is next, to bring
 * the players in.
 */
export function StartTeamForm({
  event,
  category,
  weighed,
  picker,
  frame,
}: {
  event: Event;
  category: EventCategory;
  /** The category has weight classes: the captain gives their weight. */
  weighed: boolean;
  /** The competitor, category and team-mode choices, shown above the fields. */
  picker?: ReactNode;
  frame: EntryFrame;
}) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useZodForm(startSchema(weighed), {
    defaultValues: { team_name: '', club: '', weight_kg: '' } as StartValues,
  });
  const open = isRegistrationOpen(event);
  const details = category.category_details;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await attempt(
      create.mutateAsync({
        event_id: event.id,
        category_id: category.category_id,
        team_name: values.team_name,
        club: values.club,
        weight_kg: weighed ? values.weight_kg : null,
      }),
    );
    if (result.ok) {
      toast.success(t('teams.start.started', { team: result.data.team_name }));
      navigate(teamPaths.team(result.data.id));
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, SERVER_FIELDS)) {
      toast.error(result.error.message);
      setServerError(result.error.message);
    }
  });

  const main = (
    <Stack spacing={3}>
      {picker}
      {!open && <Alert severity="info">{t('teams.start.notOpen')}</Alert>}
      <Box component="section" aria-label={t('teams.start.yourTeam')}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('teams.start.yourTeam')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('teams.start.intro')}
        </Typography>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="team_name"
            label={t('teams.start.teamName')}
            required
            disabled={!open}
          />
          <ClubField control={control} name="club" eventId={event.id} disabled={!open} />
          {weighed && (
            <FormTextField
              control={control}
              name="weight_kg"
              label={t('teams.start.weight')}
              type="number"
              required
              disabled={!open}
              helperText={
                details.min_weight_allowed !== null && details.max_weight_allowed !== null
                  ? t('teams.start.weightClass', {
                      min: details.min_weight_allowed,
                      max: details.max_weight_allowed,
                    })
                  : undefined
              }
              slotProps={{ htmlInput: { min: 10, max: 300, step: 1, inputMode: 'numeric' } }}
              sx={{ maxWidth: 240 }}
            />
          )}
        </Stack>
      </Box>
      {serverError && <Alert severity="error">{serverError}</Alert>}
    </Stack>
  );

  const summary = (
    <TeamEntrySummary
      category={category}
      note={startNote(category)}
      action={
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
          disabled={!open}
          startIcon={formState.isSubmitting ? undefined : <GroupAddIcon />}
        >
          {t('teams.start.button')}
        </LoadingButton>
      }
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('teams.start.formLabel')}>
      {frame(main, summary)}
    </Box>
  );
}
