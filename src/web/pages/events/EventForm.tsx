import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import type { Event } from '../../../shared/events/schemas';
import { MSG } from '../../../shared/messages';
import { opensOnPublish, startsInPast } from '../../../shared/events/registration-window';
import { EVENT_MSG } from '../../../shared/events/messages';
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
      setError('start_date', { message: EVENT_MSG.startInPast }, { shouldFocus: true });
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
      toast.success(publishing ? 'Event published' : MSG.success);
      navigate(eventPaths.appDetails(result.data.id), { state: { event: result.data } });
      return;
    }
    const fields = applyServerFieldErrors(
      setError,
      result.error.fields,
      knownFieldNames(getValues()),
    );
    if (!fields && !told) toast.error(result.error.message || MSG.genericError);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        {locked && <Alert severity="warning">{locked}</Alert>}
        <FormSection title="Basics">
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="title"
                label="Title"
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

        <FormSection
          title="Schedule"
          hint="Registration must close on or before the first day of the event. Times are Indian Standard Time."
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="start_date"
                label="Start Date"
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="event_start_time"
                label="Event Start Time"
                disabled={disabled}
                helperText="When play begins"
                {...timeProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="end_date"
                label="End Date"
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="event_end_time"
                label="Event End Time"
                disabled={disabled}
                helperText="When the last match ends"
                {...timeProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_start_date"
                label="Registration Start Date"
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_start_time"
                label="Registration Start Time"
                disabled={disabled}
                helperText="Default 12:00 AM"
                {...timeProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_end_date"
                label="Registration End Date"
                required
                disabled={disabled}
                {...dateProps}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="registration_end_time"
                label="Registration End Time"
                disabled={disabled}
                helperText="Default 11:59 PM"
                {...timeProps}
              />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection title="Venue">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="venue_name"
                label="Venue Name"
                required
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="venue_address"
                label="Venue Address"
                required
                disabled={disabled}
                autoComplete="address-line1"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="city"
                label="City"
                disabled={disabled}
                autoComplete="address-level2"
                helperText="Left blank: taken from the address"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <VenueStateField control={control} disabled={disabled} />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection
          title="Categories and entry fees"
          hint="Tick the categories you offer and set a fee for each, in rupees. Places limit a category: when it is full, players join its waitlist. For a team category, choose who pays the team's fee, how many substitutes may join and when its rosters lock."
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
              label="Waitlist offer time (hours)"
              type="number"
              disabled={disabled}
              helperText="How long a freed place is held for the next in line. Empty: 24 hours."
              slotProps={{ htmlInput: { min: 1, max: 168, step: 1, inputMode: 'numeric' } }}
              sx={{ maxWidth: 320 }}
            />
          </Stack>
        </FormSection>

        <FormSection
          title="Refund policy"
          hint="What a participant who cancels gets back. Shown on the event page."
        >
          <RefundPolicyField control={control} disabled={disabled} />
        </FormSection>

        <FormSection
          title="Invoices (GST)"
          hint="What the GST invoices for this event's entries say. The usual terms for a sports event are filled in; change them only if your tax adviser tells you to."
        >
          <GstTermsField control={control} disabled={disabled} />
        </FormSection>

        <FormSection
          title="Poster"
          hint="Shown on the event card and at the top of the event page."
        >
          <PosterUploadField control={control} disabled={disabled} />
        </FormSection>

        <FormSection title="Rewards and description">
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="rewards"
              label="Rewards"
              required
              disabled={disabled}
              helperText="Prize money, trophies, medals, certificates…"
            />
            <FormTextField
              control={control}
              name="description"
              label="Description"
              multiline
              minRows={4}
              disabled={disabled}
              helperText="Format, rules, what to bring"
            />
          </Stack>
        </FormSection>

        {inPast && (
          <Alert severity="warning" data-testid="starts-in-past">
            {EVENT_MSG.startInPast}.{' '}
            {isDraft ? 'You can save it as a draft, but not publish it.' : 'Saving is refused.'}
          </Alert>
        )}
        {opensAtOnce && !inPast && (
          <Alert severity="warning" data-testid="opens-at-once">
            {EVENT_MSG.opensImmediately}
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
            Cancel
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
            {isDraft ? 'Save Draft' : 'Save Changes'}
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
              Publish Event
            </LoadingButton>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
