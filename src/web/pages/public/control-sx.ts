import { FILTER_INPUT_MIN_HEIGHT } from '../../../shared/constants';

// Plain form controls, styled like the theme's outlined fields: MUI's TextField would add about
// 15 KB (gzip) to the /events page's first JavaScript, which has no room for it. A phone's own
// date picker and option list are the better ones there anyway.
export const controlSx = {
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  width: '100%',
  minWidth: 0,
  minHeight: FILTER_INPUT_MIN_HEIGHT,
  px: 1.5,
  border: '1px solid',
  borderColor: 'rgba(0, 0, 0, 0.42)',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.dark',
    outlineOffset: -1,
    borderColor: 'primary.dark',
  },
};
