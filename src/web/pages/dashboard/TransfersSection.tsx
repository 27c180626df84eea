import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Transfer } from '../../../shared/changes/schemas';
import { useAcceptTransfer, useCloseTransfer, useTransfers } from '../../api/changes';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import { toast } from '../../components/toast';

function Offer({ t, incoming }: { t: Transfer; incoming: boolean }) {
  const accept = useAcceptTransfer();
  const close = useCloseTransfer();
  const [weight, setWeight] = useState('');
  const onAccept = async () => {
    const done = await accept
      .mutateAsync({
        participationId: t.participation_id,
        weight_kg: weight ? Number(weight) : null,
      })
      .catch(() => null);
    if (done) toast.success(`You are registered in ${t.category_name} at ${t.event.title}.`);
  };
  return (
    <Paper component="li" variant="outlined" data-testid="transfer-offer" sx={{ p: 2 }}>
      <Chip
        size="small"
        icon={<SwapHorizIcon />}
        color={incoming ? 'primary' : 'default'}
        label={incoming ? 'Place offered to you' : 'Waiting for them to accept'}
        sx={{ fontWeight: 700, mb: 1 }}
      />
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{t.event.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t.category_name} ·{' '}
        {incoming ? `from ${t.from.name}` : `offered to ${t.to.name} (${t.to.email})`}
      </Typography>
      {incoming && t.needs_weight && (
        <TextField
          label="Your weight (kg)"
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
            disabled={t.needs_weight && !weight}
            onClick={() => void onAccept()}
          >
            Accept the place
          </LoadingButton>
        )}
        <Button
          color="inherit"
          disabled={close.isPending}
          onClick={() => void close.mutateAsync(t.participation_id).catch(() => null)}
        >
          {incoming ? 'Decline' : 'Withdraw the offer'}
        </Button>
      </Box>
    </Paper>
  );
}

/** Hand-overs still open (issue 16): places offered to the participant, and theirs to others. */
export function TransfersSection() {
  const { user } = useAuth();
  const open = (useTransfers().data ?? []).filter((t) => t.status === 'offered');
  if (open.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="transfers-heading" sx={{ mb: 4 }}>
      <Typography id="transfers-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Hand-overs
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {open.map((t) => (
          <Offer key={t.id} t={t} incoming={t.to.email === user?.email} />
        ))}
      </Stack>
    </Box>
  );
}
