import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { eligibilityIssue } from '../../../shared/participations/eligibility';
import { can } from '../../../shared/permissions';
import { isNotFound } from '../../api/client';
import { useDependants } from '../../api/users';
import { useEvent } from '../../api/events';
import { useMyRegistration, useParticipation } from '../../api/participations';
import { useAuth } from '../../auth/auth-context';
import { EventLoadState } from '../../components/events/EventLoadState';
import { eventPaths } from '../../components/events/event-paths';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { LoadingButton } from '../../components/LoadingButton';
import { PageHeading } from '../../components/PageHeading';
import { participationPaths } from '../../components/participations/participation-format';
import { unpaidOutcome } from '../../components/participations/payment-landing';
import { TeamCategoryEntry } from '../../components/teams/TeamCategoryEntry';
import { t } from '../../i18n/i18n';
import { settingsPaths } from '../../routes/return-path';
import { categoryReason, type Competitor } from './competitor';
import { CompetitorPicker } from './CompetitorPicker';
import { ParticipantCategoryPicker } from './ParticipantCategoryPicker';
import { ParticipantForm } from './ParticipantForm';
import { isTeamCategory, needsWeight } from './participant-form';
import {
  ParticipantEventSummary,
  ParticipantLayout,
  ParticipantOrderSummary,
} from './ParticipantSummary';

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A category the player could enter once their profile says their age or gender. */
const missingOwnDetail = (
  c: Event['categories'][number],
  competitor: Competitor,
  start: string,
) => {
  if (competitor.kind !== 'self') return false;
  const kind = eligibilityIssue(c.category_details, competitor.user, start)?.kind;
  return kind === 'age_unknown' || kind === 'gender_unknown';
};

/**
 * Registering: who competes (the player or one of their dependants), a category that person may
 * enter, then the form for it. The competitor's registration in that category is looked up first:
 * a pending one is shown with its team and resumes its payment, a paid one is not offered again.
 * Adding a dependant or the player's own age goes to the settings and comes back here with the
 * choice made (issue 29); so does a payment that did not go through (`?payment=`).
 */
function CreateParticipant({ event }: { event: Event }) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState(
    () =>
      params.get('category') ??
      (event.categories.length === 1 ? event.categories[0]!.category_id : ''),
  );
  const [forId, setForId] = useState(() => params.get('for') ?? '');
  const dependants = useDependants(user?.id, { enabled: user?.role === 'Participant' });
  const dependant = dependants.data?.find((d) => d.id === forId) ?? null;
  const competitor: Competitor | null = user
    ? dependant
      ? { kind: 'dependant', dependant }
      : { kind: 'self', user }
    : null;
  const reasons = Object.fromEntries(
    event.categories.map((c) => [
      c.category_id,
      competitor ? categoryReason(c, competitor, event.start_date) : null,
    ]),
  );
  // A category the competitor cannot enter stays unchosen (its card says why).
  const picked = event.categories.find((c) => c.category_id === chosen);
  const category = picked && !reasons[picked.category_id] ? picked : undefined;
  // A link naming a dependant waits for the list rather than showing "Myself" first, also while
  // a list from before the dependant was added is refreshed.
  const choosing =
    Boolean(forId) &&
    !dependant &&
    (dependants.isFetching || (dependants.isPending && dependants.fetchStatus !== 'idle'));
  const outcome = unpaidOutcome(params);
  // The detours: the settings, and back to this category (and the dependant just added).
  const here = (categoryId: string) => participationPaths.participate(event.id, categoryId);
  const profileFixes = Object.fromEntries(
    event.categories.map((c) => [
      c.category_id,
      competitor && reasons[c.category_id] && missingOwnDetail(c, competitor, event.start_date)
        ? settingsPaths.playerDetails(here(c.category_id))
        : null,
    ]),
  );
  const mine = useMyRegistration(
    event.id,
    choosing ? undefined : category?.category_id,
    dependant?.id,
  );
  const setQuery = (categoryId: string, dependantId: string) =>
    setParams(
      { ...(categoryId && { category: categoryId }), ...(dependantId && { for: dependantId }) },
      { replace: true },
    );

  if (!can(user?.role, 'Participants', 'create')) {
    return (
      <Alert severity="info">{t('participate.onlyPlayers', { role: user?.role ?? 'guest' })}</Alert>
    );
  }

  const picker = (
    <Stack spacing={3}>
      {user && (
        <CompetitorPicker
          name={user.name}
          dependants={dependants.data ?? []}
          value={dependant?.id ?? ''}
          onChange={(id) => {
            setForId(id);
            setQuery(chosen, id);
          }}
          startDate={event.start_date}
          addPath={settingsPaths.addDependant(here(chosen))}
        />
      )}
      <ParticipantCategoryPicker
        categories={event.categories}
        value={category?.category_id ?? ''}
        reasons={reasons}
        fixes={profileFixes}
        onChange={(id) => {
          setChosen(id);
          setQuery(id, dependant?.id ?? '');
        }}
      />
    </Stack>
  );

  if (!category || choosing || (mine.isPending && mine.fetchStatus !== 'idle')) {
    return (
      <ParticipantLayout
        event={<ParticipantEventSummary event={event} />}
        main={
          <Stack spacing={3}>
            {picker}
            {category && <Spinner label={t('participate.checking')} />}
          </Stack>
        }
        summary={
          <ParticipantOrderSummary
            category={category}
            action={
              <LoadingButton variant="contained" size="large" fullWidth disabled>
                {t(category?.price === 0 ? 'participate.register' : 'participate.proceedToPay')}
              </LoadingButton>
            }
          />
        }
      />
    );
  }

  // Keyed by category and competitor only: the registration made on submit must not remount
  // the open checkout.
  const typedForm = (choice?: ReactNode) => (
    <ParticipantForm
      key={`${category.category_id}:${dependant?.id ?? ''}`}
      event={event}
      category={category}
      saved={mine.data ?? null}
      mode="create"
      outcome={outcome}
      picker={
        choice ? (
          <Stack spacing={3}>
            {picker}
            {choice}
          </Stack>
        ) : (
          picker
        )
      }
      dependant={dependant}
    />
  );
  // Issue 28: a team may form itself (the captain invites the players) instead.
  if (isTeamCategory(category.category_details) && !dependant) {
    return (
      <TeamCategoryEntry
        event={event}
        category={category}
        saved={mine.data ?? null}
        weighed={needsWeight(category.category_details)}
        picker={picker}
        frame={(main, summary) => (
          <ParticipantLayout
            event={<ParticipantEventSummary event={event} />}
            main={main}
            summary={summary}
          />
        )}
        typedForm={typedForm}
      />
    );
  }
  return typedForm();
}

/** Editing a registration's team (its owner, the event's host or an admin); no payment. */
function EditParticipant({ event, participantId }: { event: Event; participantId: string }) {
  const query = useParticipation(participantId);
  const participation = query.data;
  if (!participation) {
    if (query.isPending) return <Spinner label={t('participate.loading')} />;
    return (
      <Alert severity="error">
        {isNotFound(query.error)
          ? t('participate.notFound')
          : (query.error?.message ?? t('participate.genericError'))}
      </Alert>
    );
  }
  const category = event.categories.find((c) => c.category_id === participation.category_id);
  if (participation.event_id !== event.id || !category) {
    return <Alert severity="error">{t('participate.otherEvent')}</Alert>;
  }
  return (
    <ParticipantForm
      key={participation.id}
      event={event}
      category={category}
      saved={participation}
      mode="edit"
    />
  );
}

/**
 * §2 /app/events/event-details/{eventId}/participate and .../edit-participant/{participantId}:
 * the participant form, creating (then paying) or editing a registration.
 */
export default function ParticipantFormPage() {
  const { eventId, participantId } = useParams();
  const fromState = (useLocation().state as { event?: Event } | null)?.event;
  const query = useEvent(eventId, fromState);
  const event = query.data;

  if (!event) {
    return (
      <EventLoadState
        loading={query.isPending && query.fetchStatus !== 'idle'}
        error={query.error}
        backTo={eventPaths.appList}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Button
        component={RouterLink}
        to={eventPaths.appDetails(event.id)}
        startIcon={<ArrowBackIcon />}
        sx={[readableTextButtonSx, { mb: 1, ml: -1 }]}
      >
        {t('participate.backToEvent')}
      </Button>
      <PageHeading>
        {t(participantId ? 'participate.editHeading' : 'participate.heading')}
      </PageHeading>
      {participantId ? (
        <EditParticipant event={event} participantId={participantId} />
      ) : (
        <CreateParticipant event={event} />
      )}
    </Box>
  );
}
