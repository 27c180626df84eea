import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { ticketPagePath } from '../../../shared/gate/scan';
import type { Participation } from '../../../shared/participations/schemas';
import { t } from '../../i18n/i18n';

/**
 * A paid registration's tickets (issue 17): one QR per competitor, to show at the gate, with the
 * registration's bib number (issue 27; a team's members share it). The QR carries a signed code,
 * not the registration id; a cancelled registration's codes stop working.
 */
export function TicketDialog({
  registration: p,
  open,
  onClose,
}: {
  registration: Participation;
  open: boolean;
  onClose: () => void;
}) {
  const tickets = p.tickets ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('gate.ticket.title', { count: tickets.length })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{p.event_details.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.category_details.name}
          {p.team_name ? ` · ${t('gate.team', { team: p.team_name })}` : ''} ·{' '}
          {t('gate.ticket.showAtGate')}
        </Typography>
        <Stack spacing={3}>
          {tickets.map((ticket) => (
            <Box key={ticket.member_index} sx={{ textAlign: 'center' }} data-testid="ticket">
              <Box
                component="img"
                src={ticket.qr_svg_url}
                alt={t('gate.ticket.qrAlt', { name: ticket.name })}
                sx={{ width: '100%', maxWidth: 280, aspectRatio: '1', bgcolor: '#fff' }}
              />
              <Typography sx={{ fontWeight: 700 }}>{ticket.name}</Typography>
              {ticket.bib !== null && (
                <Typography
                  variant="h6"
                  component="p"
                  sx={{ fontWeight: 800, color: 'primary.dark' }}
                  data-testid="ticket-bib"
                >
                  {t('gate.ticket.bib', { bib: ticket.bib })}
                </Typography>
              )}
              <Typography
                variant="caption"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                data-testid="ticket-code"
              >
                {ticket.token}
              </Typography>
              {/* Its own page (issue 29): the same ticket, to keep or add to the Home screen. */}
              <Link
                href={ticketPagePath(ticket.token)}
                target="_blank"
                rel="noopener"
                sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}
              >
                {t('gate.ticket.openPage')}
              </Link>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
