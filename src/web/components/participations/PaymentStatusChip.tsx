import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';
import type { Participation } from '../../../shared/participations/schemas';
import { paymentStatusLabel } from './participation-format';

/** §4 payment status: 'Paid' (captured) in green, 'Pending' (created) in amber. */
export function PaymentStatusChip({ status }: { status: Participation['payment_status'] }) {
  const paid = status === 'captured';
  return (
    <Chip
      size="small"
      icon={paid ? <CheckCircleIcon /> : <ScheduleIcon />}
      label={paymentStatusLabel(status)}
      variant={paid ? 'filled' : 'outlined'}
      color={paid ? 'success' : 'default'}
      sx={[
        { fontWeight: 700 },
        // MUI's warning orange is too faint for text; a dark amber on cream passes AA.
        !paid && {
          bgcolor: '#FFF4E5',
          color: '#7A4100',
          borderColor: '#F0B26B',
          '& .MuiChip-icon': { color: '#7A4100' },
        },
      ]}
    />
  );
}
