import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { categoryRules, formatPrice, teamSizeLabel } from './event-format';
import { Icon } from '../Icon';

/** "3 places left", "Sold out"; nothing for an unlimited category. */
function placesLeft(count: number | null): string | null {
  if (count === null) return null;
  return count <= 0 ? t('event.soldOut') : t('event.placesLeft', { count });
}

/** The categories an event offers: who may enter, team size and the entry fee. */
export function EventCategoryList({ categories }: { categories: Event['categories'] }) {
  if (categories.length === 0) {
    return <Typography color="text.secondary">{t('event.noCategories')}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-label={t('event.categories')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
      }}
    >
      {categories.map(({ category_id, price, places_left, category_details: c }) => {
        const team = c.participants_in_team > 1;
        const places = placesLeft(places_left);
        return (
          <Paper
            component="li"
            key={category_id}
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
                {c.name}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                <Tag filled>
                  {team ? <Icon name="Groups" aria-hidden /> : <Icon name="Person" aria-hidden />}
                  {teamSizeLabel(c)}
                </Tag>
                {categoryRules(c).map((rule) => (
                  <Tag key={rule}>{rule}</Tag>
                ))}
              </Stack>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography
                sx={{
                  fontWeight: 800,
                  fontSize: '1.15rem',
                  color: price === 0 ? 'success.dark' : 'text.primary',
                }}
              >
                {formatPrice(price)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t(price === 0 ? 'event.noEntryFee' : team ? 'event.perTeam' : 'event.perPlayer')}
              </Typography>
              {places && (
                <Typography
                  data-testid="places-left"
                  sx={{
                    fontWeight: 700,
                    fontSize: '0.875rem',
                    color: places_left !== null && places_left <= 0 ? 'error.dark' : 'warning.dark',
                  }}
                >
                  {places}
                </Typography>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * A small label drawn like MUI's small Chip (filled brand tint, or outlined), as a plain span: the
 * public event page then loads no Chip component (~2.7 KB gzipped, with its click and delete
 * handling) for a few words, as RegistrationStatusChip does.
 */
function Tag({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: '100%',
        height: 24,
        px: 1,
        borderRadius: '16px',
        fontSize: (theme) => theme.typography.pxToRem(13),
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        ...(filled
          ? { bgcolor: 'rgba(255,145,77,0.14)', fontWeight: 600 }
          : { border: 1, borderColor: 'grey.400' }),
        '& svg': { fontSize: 18, ml: -0.25 },
      }}
    >
      {children}
    </Box>
  );
}
