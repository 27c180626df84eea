import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import type { Event } from '../../../shared/events/schemas';
import { opensOnPublish, startsInPast } from '../../../shared/events/registration-window';
import { usePublishEvent } from '../../api/event-lifecycle';
import { useCreateEvent, useUpdateEvent } from '../../api/event-lifecycle';
import { LoadingButton } from '../../components/LoadingButton';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { eventPaths } from '../../components/events/event-paths';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { CategoryPriceField } from './CategoryPriceField';
import {
  eventFormDefaults,
  eventFormSchema,
  gstToSend,
  knownFieldNames,
  type EventFormMode,
} from './event-form-values';
import { HostSelect, SportSelect } from './EventFormSelects';
import { GstTermsField } from './GstTermsField';
import { VenueStateField } from './VenueStateField';
import { PosterUploadField } from './PosterUploadField';
import { RefundPolicyField } from './RefundPolicyField';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';

function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Paper>
  );
}

const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
const timeProps = { type: 'time', slotProps: { inputLabel: { shrink: true } } } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The registration window as typed would be open already: publishing opens it at once. */
function wouldOpenAtOnce(values: unknown[]): boolean {
  const [start, end, regStart, regStartTime, regEnd, regEndTime] = values as Array<
    string | null | undefined
  >;
  if (![start, end, regStart, regEnd].every((v) => typeof v === 'string' && DATE.test(v)))
    return false;
  return opensOnPublish({
    start_date: start!,
    end_date: end!,
    registration_start_date: regStart!,
    registration_start_time: regStartTime,
    registration_end_date: regEnd!,
    registration_end_time: regEndTime,
  });
}

/**
 * The event form (§2 add-event / edit-event): validated with the shared §5 schema, so the date
 * rules show under their fields with their exact texts before anything is sent.
 */
export function EventForm({
  mode,
  event,
  isAdmin,
  locked,
}: {
  mode: EventFormMode;
  event?: Event;
  isAdmin: boolean;
  /** Why the event cannot be saved (another host's event); disables the form. */
  locked?: string;
}) {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.id ?? '');
  const publish = usePublishEvent();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useZodForm(
    eventFormSchema(mode, isAdmin),
    { defaultValues: eventFormDefaults(event) },
  );
  const sportsId = useWatch({ control, name: 'sports_id' });
  const schedule = useWatch({
    control,
    name: [
      'start_date',
      'end_date',
      'registration_start_date',
      'registration_start_time',
      'registration_end_date',
      'registration_end_time',
    ],
  });
  const disabled = Boolean(locked) || formState.isSubmitting;
  // A new event or a draft is saved as a draft or published; a published event is just saved.
  const isDraft = !event || event.status === 'draft';
  const registered = event?.has_registrations === true;
  const lockedIds = registered ? event.categories.map((c) => c.category_id) : [];
  const opensAtOnce = isDraft && wouldOpenAtOnce(schedule);
  // The server refuses a past start at publishing; say so before the host presses Publish.
  const inPast =
    typeof schedule[0] === 'string' &&
    DATE.test(schedule[0]) &&
    startsInPast({ start_date: schedule[0] });

  const onSubmit = handleSubmit(async (values, e) => {
    const submitter = (e?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const publishing = isDraft && submitter?.getAttribute('value') === 'publish';
    if ((publishing || !isDraft) && startsInPast(values)) {
      setError('start_date', { message: t('hostEvents.form.startInPast') }, { shouldFocus: true });
      return;
    }
    const body = {
      ...values,
      host_id: isAdmin ? values.host_id : undefined,
      gst: gstToSend(values.gst),
    };
    let result = await attempt(
      mode === 'create'
        ? create.mutateAsync({
            ...body,
            sports_id: body.sports_id ?? '',
            status: publishing ? 'published' : 'draft',
          })
        : update.mutateAsync(body),
    );
    // A saved draft is published in a second step (the publish rules apply there; a refusal
    // is toasted by that mutation).
    const told = result.ok && publishing && mode === 'edit';
    if (result.ok && publishing && mode === 'edit')
      result = await attempt(publish.mutateAsync(result.data.id));
    if (result.ok) {
      toast.success(t(publishing ? 'hostEvents.form.published' : 'hostEvents.form.saved'));
      navigate(eventPaths.appDetails(result.data.id), { state: { event: result.data } });
      return;
    }
    const fields = applyServerFieldErrors(
      setError,
      result.error.fields,
      knownFieldNames(getValues()),
    );
    if (!fields && !told) toast.error(result.error.message || t('hostEvents.form.error'));
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        {locked && <Alert severity="warning">{locked}</Alert>}
        <FormSection title={t('hostEvents.form.basics')}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="title"
                label={t('hostEvents.form.title')}
                required
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 12, md: isAdmin ? 6 : 12 }}>
              <SportSelect
                control={control}
                required={mode === 'create'}
                disabled={disabled || registered}
                onChanged={() => setValue('categories', [])}
              />
            </Grid>
            {isAdmin && (
              <Grid size={{ xs: 12, md: 6 }}>
                <HostSelect control={control} disabled={disabled} />
              </Grid>
            )}
          </Grid>
        </FormSection>

        <FormSection title={t('hostEvents.form.schedule')} hint={t('hostEvents.form.scheduleHint')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="start_date"
                label={t('hostEvents.form.startDate')}
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="event_start_time"
                label={t('hostEvents.form.startTime')}
                disabled={disabled}
                helperText={t('hostEvents.form.startTimeHelp')}
                {...timeProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="end_date"
                label={t('hostEvents.form.endDate')}
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="event_end_time"
                label={t('hostEvents.form.endTime')}
                disabled={disabled}
                helperText={t('hostEvents.form.endTimeHelp')}
                {...timeProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_start_date"
                label={t('hostEvents.form.registrationStartDate')}
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_start_time"
                label={t('hostEvents.form.registrationStartTime')}
                disabled={disabled}
                helperText={t('hostEvents.form.registrationStartTimeHelp')}
                {...timeProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_end_date"
                label={t('hostEvents.form.registrationEndDate')}
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_end_time"
                label={t('hostEvents.form.registrationEndTime')}
                disabled={disabled}
                helperText={t('hostEvents.form.registrationEndTimeHelp')}
                {...timeProps}
              />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title={t('hostEvents.form.venue')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="venue_name"
                label={t('hostEvents.form.venueName')}
                required
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="venue_address"
                label={t('hostEvents.form.venueAddress')}
                required
                disabled={disabled}
                autoComplete="address-line1"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="city"
                label={t('hostEvents.form.city')}
                disabled={disabled}
                autoComplete="address-level2"
                helperText={t('hostEvents.form.cityHelp')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <VenueStateField control={control} disabled={disabled} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection
          title={t('hostEvents.form.categories')}
          hint={t('hostEvents.form.categoriesHint')}
        >
          <Stack spacing={2}>
            <CategoryPriceField
              control={control}
              sportsId={sportsId || undefined}
              disabled={disabled}
              lockedIds={lockedIds}
            />
            <FormTextField
              control={control}
              name="waitlist_offer_hours"
              label={t('hostEvents.form.waitlistHours')}
              type="number"
              disabled={disabled}
              helperText={t('hostEvents.form.waitlistHoursHelp')}
              slotProps={{ htmlInput: { min: 1, max: 168, step: 1, inputMode: 'numeric' } }}
              sx={{ maxWidth: 320 }}
            />
          </Stack>
        </FormSection>

        <FormSection
          title={t('hostEvents.form.refundPolicy')}
          hint={t('hostEvents.form.refundPolicyHint')}
        >
          <RefundPolicyField control={control} disabled={disabled} />
        </FormSection>

        <FormSection title={t('hostEvents.form.gst')} hint={t('hostEvents.form.gstHint')}>
          <GstTermsField control={control} disabled={disabled} />
        </FormSection>

        <FormSection title={t('hostEvents.form.poster')} hint={t('hostEvents.form.posterHint')}>
          <PosterUploadField control={control} disabled={disabled} />
        </FormSection>

        <FormSection title={t('hostEvents.form.rewardsAndDescription')}>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="rewards"
              label={t('hostEvents.form.rewards')}
              required
              disabled={disabled}
              helperText={t('hostEvents.form.rewardsHelp')}
            />
            <FormTextField
              control={control}
              name="description"
              label={t('hostEvents.form.description')}
              multiline
              minRows={4}
              disabled={disabled}
              helperText={t('hostEvents.form.descriptionHelp')}
            />
          </Stack>
        </FormSection>

        {inPast && (
          <Alert severity="warning" data-testid="starts-in-past">
            {t(isDraft ? 'hostEvents.form.startInPastDraft' : 'hostEvents.form.startInPastSave')}
          </Alert>
        )}
        {opensAtOnce && !inPast && (
          <Alert severity="warning" data-testid="opens-at-once">
            {t('hostEvents.opensImmediately')}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button
            size="large"
            color="inherit"
            component={RouterLink}
            to={event ? eventPaths.appDetails(event.id) : eventPaths.appList}
          >
            {t('hostEvents.form.cancel')}
          </Button>
          {/* The first submit button is the one Enter presses: saving, never publishing. */}
          <LoadingButton
            type="submit"
            name="intent"
            value="save"
            variant={isDraft ? 'outlined' : 'contained'}
            size="large"
            loading={formState.isSubmitting}
            disabled={Boolean(locked)}
            sx={[{ minWidth: 180 }, isDraft && readableOutlinedButtonSx]}
          >
            {t(isDraft ? 'hostEvents.form.saveDraft' : 'hostEvents.form.saveChanges')}
          </LoadingButton>
          {isDraft && (
            <LoadingButton
              type="submit"
              name="intent"
              value="publish"
              variant="contained"
              size="large"
              loading={formState.isSubmitting}
              disabled={Boolean(locked)}
              sx={{ minWidth: 180 }}
            >
              {t('hostEvents.form.publish')}
            </LoadingButton>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
