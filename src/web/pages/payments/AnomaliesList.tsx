import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { AnomalyRow } from '../../../shared/payments/schemas';
import { useAnomalies } from '../../api/payments';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { AnomalyCard } from './AnomalyCard';
import { ResolveAnomalyDialog } from './ResolveAnomalyDialog';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

type State = 'open' | 'resolved';

const EMPTY: Record<State, MessageKey> = {
  open: 'money.anomalies.emptyOpen',
  resolved: 'money.anomalies.emptyResolved',
};

/** "Anomalies": money that does not add up, open ones first to act on, resolved ones to audit. */
export function AnomaliesList() {
  const [state, setState] = useState<State>('open');
  const [resolving, setResolving] = useState<AnomalyRow | null>(null);
  const anomalies = useAnomalies(state);
  const rows = anomalies.data;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state}
        onChange={(_e, value: State | null) => value && setState(value)}
        aria-label={t('money.anomalies.stateLabel')}
        sx={{ bgcolor: 'background.paper', alignSelf: 'flex-start' }}
      >
        <ToggleButton value="open" sx={{ px: 2 }}>
          {t('money.anomalies.open')}
        </ToggleButton>
        <ToggleButton value="resolved" sx={{ px: 2 }}>
          {t('money.anomalies.resolved')}
        </ToggleButton>
      </ToggleButtonGroup>

      {anomalies.isError ? (
        <Alert severity="error">{t('money.anomalies.error')}</Alert>
      ) : anomalies.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
          <CircularProgress aria-label={t('money.loading')} />
        </Box>
      ) : !rows || rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t(EMPTY[state])}</Typography>
        </Paper>
      ) : (
        <Stack spacing={1.5}>
          {rows.map((a) => (
            <AnomalyCard key={a.id} anomaly={a} onResolve={() => setResolving(a)} />
          ))}
        </Stack>
      )}

      <LoadMoreButton pages={anomalies} />

      {resolving && <ResolveAnomalyDialog anomaly={resolving} onClose={() => setResolving(null)} />}
    </Stack>
  );
}
