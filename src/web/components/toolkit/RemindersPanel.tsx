import { Alert, Box, Button, Paper, Divider, Stack, Switch, Typography } from '@mui/material';
import { PANEL_CARD_SX } from './panel-card';
import { Fragment } from 'react';
import type { Event } from '../../../shared/events/schemas';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { formatCount } from '../../../shared/money/format-inr';
import {
  REMINDER_KINDS,
  type ReminderChoice,
  type ReminderKind,
} from '../../../shared/toolkit/reminders';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';
import { toast } from '../toast';
import { useReminderSettings, useSaveReminders } from './reminders-api';

const choiceOf = (s: ReminderChoice): ReminderChoice => ({
  payment_pending: s.payment_pending,
  before_event: s.before_event,
  waitlist_expiring: s.waitlist_expiring,
  closing_soon: s.closing_soon,
});

/** Each reminder's name and when it goes out, in one line (the shared REMINDER_TEXT's). */
const REMINDER_KEYS: Record<ReminderKind, { label: MessageKey; when: MessageKey }> = {
  payment_pending: {
    label: 'toolkit.reminders.paymentPendingLabel',
    when: 'toolkit.reminders.paymentPendingWhen',
  },
  before_event: {
    label: 'toolkit.reminders.beforeEventLabel',
    when: 'toolkit.reminders.beforeEventWhen',
  },
  waitlist_expiring: {
    label: 'toolkit.reminders.waitlistExpiringLabel',
    when: 'toolkit.reminders.waitlistExpiringWhen',
  },
  closing_soon: {
    label: 'toolkit.reminders.closingSoonLabel',
    when: 'toolkit.reminders.closingSoonWhen',
  },
};

const reminderText = (kind: ReminderKind) => ({
  label: t(REMINDER_KEYS[kind].label),
  when: t(REMINDER_KEYS[kind].when),
});

/** What the toast says once a switch is saved. */
export function savedText(kind: ReminderKind, on: boolean): string {
  const { label } = reminderText(kind);
  return on
    ? t('toolkit.reminders.turnedOn', { label })
    : t('toolkit.reminders.turnedOff', { label });
}

/**
 * The automatic reminders of an event (issue 27), for its host and admins: four switches, all on
 * until the host chooses, each saved as it is flipped, with how many of that reminder went out.
 * The mails themselves are the server's (send-reminders job, decision 039).
 */
export function RemindersPanel({ event }: { event: Event }) {
  const query = useReminderSettings(event.id);
  const save = useSaveReminders(event.id);
  const data = query.data;
  // While a change is being saved, its switch shows the new position; a refusal puts it back.
  const shown = save.isPending && save.variables ? save.variables : data && choiceOf(data);

  const flip = async (kind: ReminderKind, on: boolean) => {
    if (!shown) return;
    const result = await attempt(save.mutateAsync({ ...shown, [kind]: on }));
    if (result.ok) toast.success(savedText(kind, on));
    else toast.error(result.error.message);
  };

  return (
    <Box component="section" aria-labelledby="reminders-heading" sx={{ mb: 4 }}>
      <Typography id="reminders-heading" variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('toolkit.reminders.heading')}
      </Typography>
      <Paper variant="outlined" sx={PANEL_CARD_SX}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('toolkit.reminders.intro')}
        </Typography>
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('toolkit.reminders.retry')}
              </Button>
            }
          >
            {t('toolkit.reminders.loadError')}
          </Alert>
        ) : !data || !shown ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('toolkit.reminders.loading')}>
            {REMINDER_KINDS.map((kind) => (
              <Box key={kind} sx={{ height: 56, borderRadius: 1, bgcolor: 'action.hover' }} />
            ))}
          </Stack>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {REMINDER_KINDS.map((kind, i) => {
              const { label, when } = reminderText(kind);
              const id = `reminder-${kind}`;
              return (
                <Fragment key={kind}>
                  {i > 0 && <Divider component="li" aria-hidden />}
                  <Box
                    component="li"
                    data-testid={id}
                    sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
                  >
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography id={`${id}-label`} sx={{ fontWeight: 700 }}>
                        {label}
                      </Typography>
                      <Typography id={`${id}-when`} variant="body2" color="text.secondary">
                        {when}
                      </Typography>
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {t('toolkit.reminders.sentSoFar', { count: formatCount(data.sent[kind]) })}
                      </Typography>
                    </Box>
                    <Switch
                      checked={shown[kind]}
                      disabled={save.isPending}
                      onChange={(e) => void flip(kind, e.target.checked)}
                      slotProps={{
                        input: {
                          role: 'switch',
                          'aria-labelledby': `${id}-label`,
                          'aria-describedby': `${id}-when`,
                        },
                      }}
                      sx={{ flexShrink: 0, mt: -0.5 }}
                    />
                  </Box>
                </Fragment>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
