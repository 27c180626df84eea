import { Chip } from '@mui/material';
import { placementRank } from '../../../shared/competition/certificate-labels';
import { medalOf } from '../../../shared/competition/labels';
import { t } from '../../i18n/i18n';
import { Icon } from '../Icon';

/** Medal tints with dark text on them (WCAG AA), as on the PDF's badge. */
const MEDAL_SX = {
  gold: { bgcolor: '#F8DB7A', color: '#4D3A00' },
  silver: { bgcolor: '#E1E4E8', color: '#33383D' },
  bronze: { bgcolor: '#F1C9A5', color: '#5E3210' },
} as const;

const MEDAL_KEY = {
  gold: 'results.medal.gold',
  silver: 'results.medal.silver',
  bronze: 'results.medal.bronze',
} as const;

/**
 * "1st place / Gold" in the medal's colour, or "Participation" for everyone else, in the page's
 * language (the public certificate page draws it too, so its words are in the public part).
 */
export function PlacementBadge({ rank, size }: { rank: number | null; size?: 'small' }) {
  const place = placementRank(rank);
  const medal = place === null ? null : medalOf(place);
  if (place === null || !medal)
    return (
      <Chip
        size={size}
        icon={<Icon name="WorkspacePremium" />}
        label={t('results.placement.participation')}
        variant="outlined"
        sx={{ fontWeight: 700 }}
      />
    );
  return (
    <Chip
      size={size}
      icon={<Icon name="MilitaryTech" style={{ color: 'inherit' }} />}
      label={t('results.placement.label', {
        place: t('results.podium.place', { rank: place }),
        medal: t(MEDAL_KEY[medal]),
      })}
      sx={{ fontWeight: 700, ...MEDAL_SX[medal] }}
    />
  );
}
