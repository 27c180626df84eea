import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { attempt } from '../../query-client';
import { toast } from '../toast';
import { MSG } from '../../../shared/messages';
import { competitorLabel, type Participation } from '../../../shared/participations/schemas';
import { useDeleteParticipation } from '../../api/participations';
import { DataTable, type Column } from '../DataTable';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { RemoveRegistrationButton } from '../refunds/RemoveRegistrationDialog';
import { InvoiceLink } from './InvoiceLink';
import { PaymentStatusChip } from './PaymentStatusChip';

function columns(onAsk: (p: Participation) => void, categoryName: string): Column<Participation>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      render: (p) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <span>{competitorLabel(p)}</span>
          <PaymentStatusChip status={p.payment_status} />
          <InvoiceLink registration={p} />
        </Box>
      ),
    },
    // Issue 28: the club it competes for (the draw keeps clubs apart).
    { key: 'club', header: 'Club', render: (p) => p.club ?? '—' },
    { key: 'email', header: 'Email', render: (p) => p.participant_details.email },
    { key: 'phone', header: 'Phone Number', render: (p) => p.participant_details.phone_number },
    { key: 'role', header: 'Role', render: (p) => p.participant_details.role },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      actions: true,
      render: (p) =>
        p.payment_status === 'captured' ? (
          <RemoveRegistrationButton registration={p} categoryName={categoryName} />
        ) : (
          <DeleteButton p={p} onAsk={onAsk} />
        ),
    },
  ];
}

/** A pending registration's delete; a paid one has RemoveRegistrationButton instead. */
function DeleteButton({ p, onAsk }: { p: Participation; onAsk: (p: Participation) => void }) {
  return (
    <Tooltip title="Delete registration">
      <IconButton
        aria-label="Delete registration"
        onClick={() => onAsk(p)}
        sx={{ color: 'error.main', my: -0.5 }}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * §2: entrants of an individual category as a table (Name, Club, Email, Phone Number, Role,
 * Actions).
 * A pending registration can be deleted after a confirmation; a paid one cannot (the server
 * refuses it too), but it can be removed with a reason and refunded in full (issue 16).
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
    const result = await attempt(remove.mutateAsync(asking.id));
    if (result.ok) toast.success(MSG.success);
    setAsking(null);
  };

  return (
    <>
      <DataTable
        label={`${categoryName} participants`}
        columns={columns(setAsking, categoryName)}
        rows={participations}
        rowKey={(p) => p.id}
      />
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
