import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { rankingsPath } from '../../components/rankings/rankings-path';
import type { Results } from '../../../shared/competition/schemas';
import { Bracket } from './Bracket';
import { entrantLookup, layoutDraw } from '../../components/competition/draw-layout';
import { Podium } from './Podium';
import { MatchRounds, PoolTable } from '../../components/competition/PoolTable';
import { t } from '../../i18n/i18n';
import { RESULTS_COLORS } from '../../components/competition/results-labels';

type Category = Results['categories'][number];

function Tag({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 700,
        border: '1px solid',
        borderColor: strong ? RESULTS_COLORS.accentText : 'divider',
        color: strong ? RESULTS_COLORS.accentText : 'text.secondary',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

const subheading = { fontSize: '1.05rem', fontWeight: 800, mb: 1.5 } as const;

/**
 * One category's results: its podium once final, then each stage of its draw (pools and Swiss
 * rounds as tables, a best of three as its games, elimination rounds and a repechage as
 * brackets), or a note when it has not been drawn yet.
 */
export function CategorySection({ category }: { category: Category }) {
  const { draw, category_name: name } = category;
  const stages = draw ? layoutDraw(draw) : [];
  const entrants = draw ? entrantLookup(draw) : new Map();
  return (
    <Box component="section" aria-labelledby="results-category-name" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography
          id="results-category-name"
          variant="h4"
          component="h2"
          sx={{ overflowWrap: 'anywhere', mr: 0.5 }}
        >
          {name}
        </Typography>
        {draw && <Tag>{t(`results.format.${draw.format}`)}</Tag>}
        {draw && <Tag strong={draw.state !== 'drawn'}>{t(`results.state.${draw.state}`)}</Tag>}
        <Box
          component={RouterLink}
          to={rankingsPath(category.category_id)}
          sx={{ ml: 'auto', fontSize: '0.875rem', fontWeight: 700, color: 'primary.dark' }}
        >
          {t('rankings.link')}
        </Box>
      </Box>
      {!draw && (
        <Box
          data-testid="not-drawn"
          sx={{
            p: 3,
            border: '1px dashed',
            borderColor: '#C9C0B8',
            borderRadius: '14px',
            bgcolor: 'background.paper',
            color: 'text.secondary',
          }}
        >
          {t('results.category.notDrawn', { name })}
        </Box>
      )}
      {draw?.state === 'final' && (
        <Box sx={{ mb: 4 }}>
          <Typography component="h3" sx={subheading}>
            {t('results.category.podium')}
          </Typography>
          <Podium standings={draw.standings} title={t('results.category.podiumOf', { name })} />
        </Box>
      )}
      {draw?.format === 'pools_knockout' && stages.length === 1 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('results.category.knockoutLater', { advance: draw.settings.advance })}
        </Typography>
      )}
      {/* One column that never grows past the page: a wide bracket scrolls in its own box. */}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {stages.map((stage) => (
          <Box
            key={stage.id}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
          >
            {stages.length > 1 && (
              <Typography component="h3" sx={subheading}>
                {stage.name}
              </Typography>
            )}
            {stage.groups.map((group) => {
              const title =
                group.label ?? (stage.kind === 'pools' ? t('results.category.table') : stage.name);
              if (stage.kind === 'pools' && draw)
                return (
                  <PoolTable
                    key={group.id}
                    group={group}
                    entrants={entrants}
                    title={title}
                    source={draw}
                    swiss={stage.type === 'swiss'}
                  />
                );
              if (stage.kind === 'series')
                return <MatchRounds key={group.id} group={group} entrants={entrants} />;
              return (
                <Box key={group.id} sx={{ minWidth: 0 }}>
                  {group.label && (
                    <Typography
                      component={stages.length > 1 ? 'h4' : 'h3'}
                      sx={{ ...subheading, fontSize: '0.95rem' }}
                    >
                      {group.label}
                    </Typography>
                  )}
                  <Bracket group={group} entrants={entrants} label={`${name}: ${title}`} />
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
