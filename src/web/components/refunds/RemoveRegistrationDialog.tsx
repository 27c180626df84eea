import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import type { Participation } from '../../../shared/participations/schemas';
import { useRemoveRegistration } from '../../api/refunds';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { formatAmount } from '../participations/participation-format';
import { toast } from '../toast';
import { t } from '../../i18n/i18n';

/**
 * The event's host removes a paid registration (issue 16): a reason, mailed to the participant,
 * and a full refund through the queue. Unpaid ones are deleted instead (§2).
 */
export function RemoveRegistrationButton({
  registration: p,
  categoryName,
}: {
  registration: Participation;
  categoryName: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const remove = useRemoveRegistration();
  const who = p.team_name ?? p.competitor_name;

  const confirm = async () => {
    const done = await remove.mutateAsync({ id: p.id, reason: reason.trim() }).catch(() => null);
    if (!done) return;
    setOpen(false);
    toast.success(
      done.refund_amount > 0
        ? t('money.remove.doneRefund', {
            who,
            amount: formatAmount(done.refund_amount, p.currency),
          })
        : t('money.remove.done', { who }),
    );
  };

  return (
    <>
      <Tooltip title={t('money.remove.button')}>
        <IconButton
          aria-label={t('money.remove.label', { who })}
          onClick={() => setOpen(true)}
          sx={{ color: 'error.main', my: -0.5 }}
        >
          <PersonRemoveOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Modal
        open={open}
        title={t('money.remove.title')}
        onClose={() => !remove.isPending && setOpen(false)}
        maxWidth="xs"
      >
        <Typography>
          {t('money.remove.text', {
            who,
            category: categoryName,
            amount: formatAmount(p.amount_paid, p.currency),
          })}
        </Typography>
        <TextField
          label={t('money.remove.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t('money.remove.keep')}
          </Button>
          <LoadingButton
            variant="contained"
            color="error"
            disabled={reason.trim().length < 3}
            loading={remove.isPending}
            onClick={() => void confirm()}
          >
            {t('money.remove.button')}
          </LoadingButton>
        </Box>
      </Modal>
    </>
  );
}
