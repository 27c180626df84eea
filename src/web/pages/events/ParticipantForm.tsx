import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, AlertTitle, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import type { Dependant } from '../../../shared/dependants/schemas';
import type { Event } from '../../../shared/events/schemas';
import { formatDisplayDate } from '../../i18n/dates';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { isAwaitingPayment } from '../../../shared/participations/payment-status';
import type { Participation } from '../../../shared/participations/schemas';
import type { WaitlistEntry } from '../../../shared/places/places';
import { hasErrorCode } from '../../api/client';
import { useParticipate, useUpdateParticipation } from '../../api/participations';
import { useJoinWaitlist } from '../../api/waitlist';
import { ClubField } from '../../components/participations/ClubField';
import { HoldCountdown } from '../../components/participations/HoldCountdown';
import { useAuth } from '../../auth/auth-context';
import { eventPaths } from '../../components/events/event-paths';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import {
  competitorName,
  participationPaths,
} from '../../components/participations/participation-format';
import { unpaidText, type UnpaidOutcome } from '../../components/participations/payment-landing';
import { useCheckout } from '../../components/participations/use-checkout';
import { t } from '../../i18n/i18n';
import {
  formValues,
  isTeamCategory,
  memberNeeds,
  needsWeight,
  participantFormSchema,
  participateBody,
  type EventCategory,
} from './participant-form';
import {
  ParticipantEventSummary,
  ParticipantLayout,
  ParticipantOrderSummary,
} from './ParticipantSummary';
import { ParticipantTeamFields } from './ParticipantTeamFields';
import { attempt } from '../../query-client';

type ParticipantFormProps = {
  event: Event;
  category: EventCategory;
  /** Edit: the registration being changed. Create: the player's pending one, if any. */
  saved?: Participation | null;
  mode: 'create' | 'edit';
  /** The category choice, shown above the fields (create). */
  picker?: ReactNode;
  /** Create: the dependant who competes, or null for the account holder. */
  dependant?: Dependant | null;
  /** Create: how the payment this page was opened after ended, when it did not go through. */
  outcome?: UnpaidOutcome | null;
};

const SERVER_FIELDS = ['team_name', 'weight_kg', 'category_id', 'club'] as const;
/** The server names a team member's failing field (members.2.date_of_birth). */
const memberFields = (n: number) =>
  Array.from({ length: n }, (_, i) => [`members.${i}.date_of_birth`, `members.${i}.gender`]).flat();

function WhoIsRegistering({ dependant }: { dependant?: Dependant | null }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t(dependant ? 'participate.competing' : 'participate.registeringAs')}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {dependant
          ? t('participate.registeredBy', { name: dependant.name, by: user.name })
          : user.name}
      </Typography>
      {dependant && (
        <Typography variant="body2" color="text.secondary">
          {t('participate.born', { date: formatDisplayDate(dependant.date_of_birth) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {dependant
          ? t('participate.contact', { email: user.email, phone: user.phone_number })
          : `${user.email} · ${user.phone_number}`}
      </Typography>
    </Paper>
  );
}

/**
 * The participant form for one category: a team's name and players, or the player's weight for a
 * weight class, or just a confirmation. Creating registers and opens the checkout; editing saves
 * the team (no payment).
 */
export function ParticipantForm({
  event,
  category,
  saved,
  mode,
  picker,
  dependant,
  outcome,
}: ParticipantFormProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const participate = useParticipate();
  const joinWaitlist = useJoinWaitlist();
  // Issue 15: a full category offers its waitlist instead of the checkout.
  const [fullNow, setFullNow] = useState(false);
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);
  const [heldUntil, setHeldUntil] = useState<string | null>(saved?.hold_expires_at ?? null);
  const update = useUpdateParticipation(saved?.id ?? '');
  const checkout = useCheckout();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useZodForm(
    participantFormSchema(category, event.start_date),
    { defaultValues: formValues(event.id, category, user, saved, dependant?.id) },
  );

  const details = category.category_details;
  const team = isTeamCategory(details);
  const knownFields = [...SERVER_FIELDS, ...memberFields(details.participants_in_team)];
  const free = category.price === 0;
  const open = isRegistrationOpen(event);
  const paid = mode === 'create' && saved?.payment_status === 'captured';
  // Pending when the page opened: the registration this submit makes must not relabel the form.
  const [pendingAtOpen] = useState(
    () => mode === 'create' && !!saved && isAwaitingPayment(saved.payment_status),
  );
  // Issue 29: back here after a payment that did not go through; the registration is pending
  // (its place held, so never "full") and pays again.
  const unpaid = mode === 'create' && !!outcome && !paid;
  const pending = pendingAtOpen || (unpaid && !!saved && isAwaitingPayment(saved.payment_status));
  const locked = !open || paid;
  const full =
    mode === 'create' && !pending && !unpaid && !paid && (fullNow || category.places_left === 0);
  const working = formState.isSubmitting || checkout.busy;

  // Landing after the checkout (often from further down the page, or the dashboard): the notice
  // comes into view with Pay again focused; again after each attempt (a new location).
  const { key: visit } = useLocation();
  const notice = useRef<HTMLDivElement>(null);
  const payAgain = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!unpaid) return;
    notice.current?.scrollIntoView?.({ block: 'start' });
    payAgain.current?.focus({ preventScroll: true });
  }, [unpaid, visit]);

  const onJoin = handleSubmit(async (values) => {
    setServerError(null);
    const result = await attempt(joinWaitlist.mutateAsync(participateBody(values, category)));
    if (result.ok) {
      setJoined(result.data);
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, knownFields))
      setServerError(result.error.message);
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (mode === 'edit') {
      const result = await attempt(
        update.mutateAsync({ team_name: values.team_name, members: values.members }),
      );
      if (result.ok) {
        toast.success(t('participate.saved'));
        navigate(eventPaths.appDetails(event.id));
        return;
      }
      if (!applyServerFieldErrors(setError, result.error.fields, knownFields)) {
        toast.error(result.error.message);
        setServerError(result.error.message);
      }
      return;
    }
    const result = await attempt(participate.mutateAsync(participateBody(values, category)));
    if (!result.ok && hasErrorCode(result.error, 'errors.places.full')) {
      setFullNow(true);
      return;
    }
    if (result.ok) {
      setHeldUntil(result.data.participation.hold_expires_at);
      await checkout.start(result.data, {
        name: user?.name,
        email: user?.email,
        contact: user?.phone_number,
      });
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, knownFields)) {
      toast.error(result.error.message);
      setServerError(result.error.message);
    }
  });

  const submitLabel = t(
    mode === 'edit'
      ? 'participate.saveChanges'
      : free
        ? 'participate.register'
        : unpaid
          ? 'participate.payAgain'
          : 'participate.proceedToPay',
  );
  const action = full ? (
    <LoadingButton
      type="button"
      variant="contained"
      size="large"
      fullWidth
      loading={formState.isSubmitting}
      disabled={locked || joined !== null}
      onClick={() => void onJoin()}
    >
      {t(joined ? 'participate.onWaitlist' : 'participate.joinWaitlist')}
    </LoadingButton>
  ) : (
    <LoadingButton
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={working}
      disabled={locked || (mode === 'edit' && !team)}
      startIcon={mode === 'create' && !free && !working ? <PaymentIcon /> : undefined}
    >
      {submitLabel}
    </LoadingButton>
  );

  const main = (
    <Stack spacing={3}>
      {unpaid && outcome && (
        <Alert
          ref={notice}
          severity={outcome === 'failed' ? 'error' : 'warning'}
          data-testid="payment-unpaid"
          sx={{ scrollMarginTop: 96 }}
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{unpaidText(outcome)}</AlertTitle>
          {t('participate.unpaidSaved', { category: details.name })}
          <Box sx={{ mt: 1.5 }}>
            <LoadingButton
              ref={payAgain}
              type="submit"
              variant="contained"
              size="large"
              loading={working}
              disabled={locked}
              startIcon={working ? undefined : <PaymentIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t('participate.payAgain')}
            </LoadingButton>
          </Box>
        </Alert>
      )}
      {picker}
      {!open && (
        <Alert severity="info">
          {t(mode === 'edit' ? 'participate.closedEdit' : 'participate.notOpen')}
        </Alert>
      )}
      {paid && saved && (
        <Alert severity="success">
          {dependant
            ? t('participate.dependantAlreadyRegistered', { name: dependant.name })
            : t('participate.alreadyParticipated')}
          .{' '}
          <Link
            color="inherit"
            underline="always"
            sx={{ fontWeight: 700 }}
            component={RouterLink}
            to={participationPaths.success(saved.id)}
          >
            {t('participate.seeRegistration')}
          </Link>
        </Alert>
      )}
      {full && !joined && (
        <Alert severity="warning" data-testid="sold-out">
          {t('participate.full')}. {t('participate.fullHint')}
        </Alert>
      )}
      {joined && (
        <Alert severity="success" data-testid="waitlist-joined">
          {t('participate.joined', { position: joined.position, category: details.name })}
        </Alert>
      )}
      {heldUntil && !paid && !full && <HoldCountdown until={heldUntil} />}
      {pending && !unpaid && (
        <Alert severity="warning">
          {t('participate.pendingSaved', { category: details.name })}
        </Alert>
      )}
      <Box component="section" aria-label={t('participate.details')}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t(
            team
              ? 'participate.team'
              : dependant
                ? 'participate.competitor'
                : 'participate.details',
          )}
        </Typography>
        <Stack spacing={2}>
          {team ? (
            <ParticipantTeamFields
              control={control}
              disabled={locked || pending}
              needs={memberNeeds(details)}
            />
          ) : mode === 'edit' && saved ? (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{competitorName(saved)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {saved.participant_details.email} · {saved.participant_details.phone_number}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('participate.noTeamDetails')}
              </Typography>
            </Paper>
          ) : (
            <WhoIsRegistering dependant={dependant} />
          )}
          {/* Issue 28: the club it competes for; editing changes the team only. */}
          {mode === 'create' && (
            <ClubField
              control={control}
              name="club"
              eventId={event.id}
              disabled={locked || pending}
            />
          )}
          {needsWeight(details) && mode === 'create' && (
            <FormTextField
              control={control}
              name="weight_kg"
              label={t('participate.weight')}
              type="number"
              required
              disabled={locked || pending}
              helperText={
                details.min_weight_allowed !== null && details.max_weight_allowed !== null
                  ? t('participate.weightClass', {
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

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t(mode === 'edit' ? 'participate.editLabel' : 'participate.heading')}
      >
        <ParticipantLayout
          event={<ParticipantEventSummary event={event} />}
          main={main}
          summary={
            <ParticipantOrderSummary
              category={category}
              action={action}
              registration={mode === 'edit' ? saved : undefined}
            />
          }
        />
      </Box>
      {/* Outside the form: the dialog's buttons must never submit it. */}
      {checkout.element}
    </>
  );
}
