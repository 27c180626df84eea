import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MessageRow } from '../../../shared/api/schemas/messages';
import { formatIndiaDateTime } from '../../i18n/dates';
import type { Event } from '../../../shared/events/schemas';
import { MESSAGES_PER_DAY } from '../../../shared/toolkit/messages';
import { t } from '../../i18n/i18n';
import {
  MessageDialog,
  paymentFilterText,
  progressText,
  type MessageCategory,
} from './MessageDialog';
import { useEventMessages } from './message-api';

/** Whom a past message went to, in words: "Under 14 · Paid", or "Everyone". */
function audienceText(m: MessageRow, categories: MessageCategory[]): string {
  const parts = [
    m.filter.category_id
      ? (categories.find((c) => c.id === m.filter.category_id)?.name ??
        t('toolkit.messages.oneCategory'))
      : null,
    m.filter.payment_status ? paymentFilterText(m.filter.payment_status) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('toolkit.messages.everyone');
}

function PastMessage({ m, categories }: { m: MessageRow; categories: MessageCategory[] }) {
  const sending = m.status === 'sending';
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.subject}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatIndiaDateTime(m.created_at)} · {audienceText(m, categories)} ·{' '}
        {sending
          ? t('toolkit.messages.sendingProgress', { progress: progressText(m.sent, m.total) })
          : progressText(m.sent, m.total)}
      </Typography>
      {sending && (
        <LinearProgress
          variant="determinate"
          value={m.total ? (m.sent / m.total) * 100 : 0}
          aria-label={t('toolkit.messages.sendingSubject', { subject: m.subject })}
          sx={{ mt: 0.75 }}
        />
      )}
    </Box>
  );
}

/**
 * "Message participants" on the event's page (issue 27): the host (or an admin) writes to the
 * people registered, and sees the messages sent so far with how far each has got.
 */
export function MessagesPanel({ event }: { event: Event }) {
  const [writing, setWriting] = useState(false);
  const list = useEventMessages(event.id);
  const categories: MessageCategory[] = event.categories.map((c) => ({
    id: c.category_id,
    name: c.category_details.name,
  }));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="messages-panel"
      sx={{ p: 2.5, mb: 2 }}
    >
      <Typography id="messages-panel" variant="h6" component="h3">
        {t('toolkit.messages.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('toolkit.messages.intro', { count: MESSAGES_PER_DAY })}
      </Typography>
      <Button variant="contained" startIcon={<MailOutlineIcon />} onClick={() => setWriting(true)}>
        {t('toolkit.messages.write')}
      </Button>
      {list.data && list.data.length > 0 && (
        <Stack
          component="ul"
          aria-label={t('toolkit.messages.sentList')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
        >
          {list.data.map((m) => (
            <PastMessage key={m.id} m={m} categories={categories} />
          ))}
        </Stack>
      )}
      {writing && (
        <MessageDialog
          target={{ kind: 'event', eventId: event.id }}
          title={t('toolkit.messages.heading')}
          categories={categories}
          onClose={() => setWriting(false)}
        />
      )}
    </Paper>
  );
}
