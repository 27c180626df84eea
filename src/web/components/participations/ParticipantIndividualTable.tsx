import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { toast } from '../toast';
import { MSG } from '../../../shared/messages';
import {
  competitorLabel,
  PARTICIPATION_MSG,
  type Participation,
} from '../../../shared/participations/schemas';
import { useDeleteParticipation } from '../../api/participations';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { PaymentStatusChip } from './PaymentStatusChip';

const COLUMNS = ['Name', 'Email', 'Phone Number', 'Role', 'Actions'] as const;

/**
 * Below this width (the event page gives the section half the screen) each row becomes a card:
 * the header row is hidden visually but stays for screen readers, and each cell shows its label.
 */
const NARROW = '@container (max-width: 720px)';

const tableSx = {
  [NARROW]: {
    '& thead': visuallyHidden,
    '& tbody tr[data-entry]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name actions" "email email" "phone role"',
      columnGap: 2,
      rowGap: 1,
      px: 2,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody tr[data-entry]:last-of-type': { borderBottom: 0 },
    '& tbody tr[data-entry] td': { display: 'block', border: 0, p: 0, minWidth: 0 },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      typography: 'caption',
      color: 'text.secondary',
      fontWeight: 600,
    },
    '& td[data-field=name]': { gridArea: 'name', fontWeight: 700 },
    '& td[data-field=email]': { gridArea: 'email' },
    '& td[data-field=phone]': { gridArea: 'phone' },
    '& td[data-field=role]': { gridArea: 'role' },
    '& td[data-field=actions]': { gridArea: 'actions', alignSelf: 'start' },
  },
  '& td': { overflowWrap: 'anywhere' },
} as const;

function DeleteButton({ p, onAsk }: { p: Participation; onAsk: (p: Participation) => void }) {
  const paid = p.payment_status === 'captured';
  return (
    <Tooltip title={paid ? PARTICIPATION_MSG.paidCannotDelete : 'Delete registration'}>
      {/* A disabled button fires no events; the span keeps the tooltip working. */}
      <span>
        <IconButton
          aria-label="Delete registration"
          onClick={() => onAsk(p)}
          disabled={paid}
          sx={{ color: 'error.main', my: -0.5 }}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * §2: entrants of an individual category as a table (Name, Email, Phone Number, Role, Actions).
 * A pending registration can be deleted after a confirmation; a paid one cannot (the server
 * refuses it too).
 */
export function ParticipantIndividualTable({
  participations,
  categoryName,
}: {
  participations: Participation[];
  categoryName: string;
}) {
  const [asking, setAsking] = useState<Participation | null>(null);
  const remove = useDeleteParticipation();

  const confirm = async () => {
    if (!asking) return;
    const result = await remove.mutateAsync(asking.id);
    if (result.message === 'success') toast.success(MSG.success);
    setAsking(null);
  };

  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden', containerType: 'inline-size' }}>
        <Table size="small" aria-label={`${categoryName} participants`} sx={tableSx}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} align={c === 'Actions' ? 'right' : 'left'}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {participations.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                  <Typography color="text.secondary">{MSG.noData}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              participations.map((p) => (
                <TableRow key={p.id} data-entry="">
                  <TableCell data-field="name">
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      <span>{competitorLabel(p)}</span>
                      <PaymentStatusChip status={p.payment_status} />
                    </Box>
                  </TableCell>
                  <TableCell data-field="email" data-label="Email">
                    {p.participant_details.email}
                  </TableCell>
                  <TableCell data-field="phone" data-label="Phone Number">
                    {p.participant_details.phone_number}
                  </TableCell>
                  <TableCell data-field="role" data-label="Role">
                    {p.participant_details.role}
                  </TableCell>
                  <TableCell data-field="actions" align="right">
                    <DeleteButton p={p} onAsk={setAsking} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Paper>
      <Modal
        open={Boolean(asking)}
        title="Delete registration?"
        onClose={() => !remove.isPending && setAsking(null)}
        maxWidth="xs"
      >
        <Typography>
          {asking?.competitor_name}&apos;s pending registration for {categoryName} will be removed.
          They can register again while registration is open.
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={() => setAsking(null)} disabled={remove.isPending}>
            Cancel
          </Button>
          <LoadingButton
            variant="contained"
            color="error"
            loading={remove.isPending}
            onClick={() => void confirm()}
          >
            Delete
          </LoadingButton>
        </Box>
      </Modal>
    </>
  );
}
