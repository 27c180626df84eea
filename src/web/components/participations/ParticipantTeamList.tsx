import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Participation } from '../../../shared/participations/schemas';
import { readableOutlinedButtonSx } from '../events/readable-buttons';
import { RemoveRegistrationButton } from '../refunds/RemoveRegistrationDialog';
import { participationPaths } from './participation-format';
import { InvoiceLink } from './InvoiceLink';
import { PaymentStatusChip } from './PaymentStatusChip';

function memberLine(p: Participation): string {
  return p.members.map((m) => (m.role ? `${m.name} (${m.role})` : m.name)).join(', ');
}

/**
 * §2: each team of a team category with its payment status and an Edit button; a paid team can
 * also be removed with a reason and refunded (issue 16).
 */
export function ParticipantTeamList({
  eventId,
  participations,
}: {
  eventId: string;
  participations: Participation[];
}) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {participations.map((p) => (
        <Paper
          component="li"
          key={p.id}
          variant="outlined"
          data-testid="team-row"
          sx={{
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: { xs: 'stretch', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h4" sx={{ overflowWrap: 'anywhere' }}>
                {p.team_name ?? 'Unnamed team'}
              </Typography>
              <PaymentStatusChip status={p.payment_status} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Registered by {p.participant_details.name} · {p.participant_details.email}
            </Typography>
            {p.members.length > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {memberLine(p)}
              </Typography>
            )}
            {p.invoice && (
              <Box sx={{ mt: 0.5 }}>
                <InvoiceLink registration={p} />
              </Box>
            )}
          </Box>
          <Button
            component={RouterLink}
            to={participationPaths.edit(eventId, p.id)}
            variant="outlined"
            startIcon={<EditIcon />}
            aria-label={`Edit ${p.team_name ?? 'team'}`}
            sx={[readableOutlinedButtonSx, { flexShrink: 0 }]}
          >
            Edit
          </Button>
          {p.payment_status === 'captured' && (
            <RemoveRegistrationButton registration={p} categoryName={p.category_details.name} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
