import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { attempt } from '../../query-client';
import { toast } from '../toast';
import type { Participation } from '../../../shared/participations/schemas';
import { useDeleteParticipation } from '../../api/participations';
import { t } from '../../i18n/i18n';
import { DataTable, type Column } from '../DataTable';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { RemoveRegistrationButton } from '../refunds/RemoveRegistrationDialog';
import { InvoiceLink } from './InvoiceLink';
import { competitorName } from './participation-format';
import { PaymentStatusChip } from './PaymentStatusChip';

function columns(onAsk: (p: Participation) => void, categoryName: string): Column<Participation>[] {
  return [
    {
      key: 'name',
      header: t('dashboard.participants.name'),
      render: (p) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <span>{competitorName(p)}</span>
          <PaymentStatusChip status={p.payment_status} />
          <InvoiceLink registration={p} />
        </Box>
      ),
    },
    // Issue 28: the club it competes for (the draw keeps clubs apart).
    { key: 'club', header: t('dashboard.participants.club'), render: (p) => p.club ?? '—' },
    {
      key: 'email',
      header: t('dashboard.participants.email'),
      render: (p) => p.participant_details.email,
    },
    {
      key: 'phone',
      header: t('dashboard.participants.phone'),
      render: (p) => p.participant_details.phone_number,
    },
    {
      key: 'role',
      header: t('dashboard.participants.role'),
      render: (p) => t('dashboard.participants.roleName', { role: p.participant_details.role }),
    },
    {
      key: 'actions',
      header: t('dashboard.participants.actions'),
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
    <Tooltip title={t('dashboard.participants.delete')}>
      <IconButton
        aria-label={t('dashboard.participants.delete')}
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
    if (result.ok) toast.success(t('dashboard.participants.deleted'));
    setAsking(null);
  };

  return (
    <>
      <DataTable
        label={t('dashboard.participants.tableLabel', { category: categoryName })}
        columns={columns(setAsking, categoryName)}
        rows={participations}
        rowKey={(p) => p.id}
      />
      <Modal
        open={Boolean(asking)}
        title={t('dashboard.participants.deleteTitle')}
        onClose={() => !remove.isPending && setAsking(null)}
        maxWidth="xs"
      >
        <Typography>
          {t('dashboard.participants.deleteText', {
            name: asking?.competitor_name,
            category: categoryName,
          })}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={() => setAsking(null)} disabled={remove.isPending}>
            {t('dashboard.participants.cancel')}
          </Button>
          <LoadingButton
            variant="contained"
            color="error"
            loading={remove.isPending}
            onClick={() => void confirm()}
          >
            {t('dashboard.participants.deleteButton')}
          </LoadingButton>
        </Box>
      </Modal>
    </>
  );
}
