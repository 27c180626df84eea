import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { MessageRow } from '../../../shared/api/schemas/messages';
import { formatIndiaDateTime } from '../../../shared/date-format';
import type { Event } from '../../../shared/events/schemas';
import {
  MESSAGES_PER_DAY,
  PAYMENT_FILTER_TEXT,
  progressText,
} from '../../../shared/toolkit/messages';
import { MessageDialog, type MessageCategory } from './MessageDialog';
import { useEventMessages } from './message-api';

/** Whom a past message went to, in words: "Under 14 · Paid", or "Everyone". */
function audienceText(m: MessageRow, categories: MessageCategory[]): string {
  const parts = [
    m.filter.category_id
      ? (categories.find((c) => c.id === m.filter.category_id)?.name ?? 'One category')
      : null,
    m.filter.payment_status ? PAYMENT_FILTER_TEXT[m.filter.payment_status] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Everyone';
}

function PastMessage({ m, categories }: { m: MessageRow; categories: MessageCategory[] }) {
  const sending = m.status === 'sending';
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.subject}</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatIndiaDateTime(m.created_at)} · {audienceText(m, categories)} ·{' '}
        {sending ? `Sending: ${progressText(m.sent, m.total)}` : progressText(m.sent, m.total)}
      </Typography>
      {sending && (
        <LinearProgress
          variant="determinate"
          value={m.total ? (m.sent / m.total) * 100 : 0}
          aria-label={`Sending ${m.subject}`}
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
        Message participants
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Email everyone registered, one category, or only those who have paid or are still to pay.
        Each person gets one mail, however many registrations they made. Up to {MESSAGES_PER_DAY}{' '}
        messages in 24 hours.
      </Typography>
      <Button variant="contained" startIcon={<MailOutlineIcon />} onClick={() => setWriting(true)}>
        Write a message
      </Button>
      {list.data && list.data.length > 0 && (
        <Stack
          component="ul"
          aria-label="Messages sent"
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
          title="Message participants"
          categories={categories}
          onClose={() => setWriting(false)}
        />
      )}
    </Paper>
  );
}
