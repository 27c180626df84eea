import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { EVENT_CARD_MAX_WIDTH } from '../../../shared/constants';

/** A `<ul>` of cards: one column on phones, as many 260 px+ columns as fit on wider screens. */
export const cardGridSx: SxProps<Theme> = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  justifyItems: 'center',
  '& > li': { width: '100%', maxWidth: EVENT_CARD_MAX_WIDTH, display: 'flex' },
};

/** What a card list shows when it has nothing: the text in a dashed box. */
export function EmptyCards({ text, roomy = false }: { text: string; roomy?: boolean }) {
  return (
    <Box
      sx={{
        py: roomy ? 8 : 5,
        px: 2,
        textAlign: 'center',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}
