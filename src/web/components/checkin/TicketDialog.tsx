import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { Participation } from '../../../shared/participations/schemas';

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
      <DialogTitle>{tickets.length > 1 ? 'Tickets' : 'Ticket'}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{p.event_details.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.category_details.name}
          {p.team_name ? ` · Team ${p.team_name}` : ''} · show this at the gate
        </Typography>
        <Stack spacing={3}>
          {tickets.map((t) => (
            <Box key={t.member_index} sx={{ textAlign: 'center' }} data-testid="ticket">
              <Box
                component="img"
                src={t.qr_svg_url}
                alt={`Ticket QR code for ${t.name}`}
                sx={{ width: '100%', maxWidth: 280, aspectRatio: '1', bgcolor: '#fff' }}
              />
              <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
              {t.bib !== null && (
                <Typography
                  variant="h6"
                  component="p"
                  sx={{ fontWeight: 800, color: 'primary.dark' }}
                  data-testid="ticket-bib"
                >
                  Bib {t.bib}
                </Typography>
              )}
              <Typography
                variant="caption"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                data-testid="ticket-code"
              >
                {t.token}
              </Typography>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
