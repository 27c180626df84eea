import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Chip } from '@mui/material';
import { placementLabel } from '../../../shared/competition/certificate-labels';
import { medalOf } from '../../../shared/competition/labels';

/** Medal tints with dark text on them (WCAG AA), as on the PDF's badge. */
const MEDAL_SX = {
  gold: { bgcolor: '#F8DB7A', color: '#4D3A00' },
  silver: { bgcolor: '#E1E4E8', color: '#33383D' },
  bronze: { bgcolor: '#F1C9A5', color: '#5E3210' },
} as const;

/** "1st place / Gold" in the medal's colour, or "Participation" for everyone else. */
export function PlacementBadge({ rank, size }: { rank: number | null; size?: 'small' }) {
  const label = placementLabel(rank);
  const medal = rank === null ? null : medalOf(rank);
  if (!label || !medal)
    return (
      <Chip
        size={size}
        icon={<WorkspacePremiumIcon />}
        label="Participation"
        variant="outlined"
        sx={{ fontWeight: 700 }}
      />
    );
  return (
    <Chip
      size={size}
      icon={<MilitaryTechIcon style={{ color: 'inherit' }} />}
      label={label}
      sx={{ fontWeight: 700, ...MEDAL_SX[medal] }}
    />
  );
}
