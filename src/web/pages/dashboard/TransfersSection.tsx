import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Transfer } from '../../../shared/changes/schemas';
import { useAcceptTransfer, useCloseTransfer, useTransfers } from '../../api/changes';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';

function Offer({ offer, incoming }: { offer: Transfer; incoming: boolean }) {
  const accept = useAcceptTransfer();
  const close = useCloseTransfer();
  const [weight, setWeight] = useState('');
  const onAccept = async () => {
    const done = await accept
      .mutateAsync({
        participationId: offer.participation_id,
        weight_kg: weight ? Number(weight) : null,
      })
      .catch(() => null);
    if (done)
      toast.success(
        t('dashboard.transfers.registered', {
          category: offer.category_name,
          event: offer.event.title,
        }),
      );
  };
  return (
    <Paper component="li" variant="outlined" data-testid="transfer-offer" sx={{ p: 2 }}>
      <Chip
        size="small"
        icon={<SwapHorizIcon />}
        color={incoming ? 'primary' : 'default'}
        label={incoming ? t('dashboard.transfers.offeredToYou') : t('dashboard.transfers.waiting')}
        sx={{ fontWeight: 700, mb: 1 }}
      />
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {offer.event.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {offer.category_name} ·{' '}
        {incoming
          ? t('dashboard.transfers.from', { name: offer.from.name })
          : t('dashboard.transfers.offeredTo', { name: offer.to.name, email: offer.to.email })}
      </Typography>
      {incoming && offer.needs_weight && (
        <TextField
          label={t('dashboard.yourWeight')}
          type="number"
          size="small"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          sx={{ mt: 1.5 }}
          slotProps={{ htmlInput: { min: 1, max: 500, inputMode: 'numeric' } }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {incoming && (
          <LoadingButton
            variant="contained"
            loading={accept.isPending}
            disabled={offer.needs_weight && !weight}
            onClick={() => void onAccept()}
          >
            {t('dashboard.transfers.accept')}
          </LoadingButton>
        )}
        <Button
          color="inherit"
          disabled={close.isPending}
          onClick={() => void close.mutateAsync(offer.participation_id).catch(() => null)}
        >
          {incoming ? t('dashboard.decline') : t('dashboard.transfers.withdraw')}
        </Button>
      </Box>
    </Paper>
  );
}

/** Hand-overs still open (issue 16): places offered to the participant, and theirs to others. */
export function TransfersSection() {
  const { user } = useAuth();
  const open = (useTransfers().data ?? []).filter((o) => o.status === 'offered');
  if (open.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="transfers-heading" sx={{ mb: 4 }}>
      <Typography id="transfers-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.transfers.heading')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {open.map((o) => (
          <Offer key={o.id} offer={o} incoming={o.to.email === user?.email} />
        ))}
      </Stack>
    </Box>
  );
}
