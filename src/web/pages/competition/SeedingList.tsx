import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { moved } from './draw-form';

type Candidate = { participation_id: string; name: string; organisation: string | null };

/**
 * The category's entrants. Seeded by hand, the list is the seeding (best first) and each entrant
 * moves up or down a place with a button (keyboard and screen readers alike).
 */
export function SeedingList({
  entrants,
  order,
  onOrder,
}: {
  entrants: Candidate[];
  /** Registration ids in seed order; null: not seeded by hand (the list as registered). */
  order: string[] | null;
  onOrder: (order: string[]) => void;
}) {
  const byId = new Map(entrants.map((e) => [e.participation_id, e]));
  const listed = order
    ? order.map((id) => byId.get(id)).filter((e): e is Candidate => Boolean(e))
    : entrants;
  return (
    <Stack
      component={order ? 'ol' : 'ul'}
      aria-label={order ? 'Seeding, best first' : 'Entrants'}
      spacing={0.75}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {listed.map((e, i) => (
        <Box
          component="li"
          key={e.participation_id}
          data-testid="draw-entrant"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            minHeight: 52,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          {order && (
            <Typography
              aria-hidden
              sx={{ width: 28, flexShrink: 0, fontWeight: 800, color: 'primary.dark' }}
            >
              {i + 1}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              data-testid="entrant-name"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {e.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {e.organisation ?? 'No club or school'}
            </Typography>
          </Box>
          {order && (
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <IconButton
                aria-label={`Move ${e.name} up`}
                disabled={i === 0}
                onClick={() => onOrder(moved(order, i, -1))}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move ${e.name} down`}
                disabled={i === listed.length - 1}
                onClick={() => onOrder(moved(order, i, 1))}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
