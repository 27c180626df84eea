/**
 * Brand orange text on white is too faint (2.2:1); text and outlined buttons use the darker
 * orange instead (5.3:1), like the theme's links. Plain style objects, for `sx` arrays.
 */
export const readableTextButtonSx = { color: 'primary.dark' } as const;
export const readableOutlinedButtonSx = {
  color: 'primary.dark',
  borderColor: 'primary.main',
  '&:hover': { borderColor: 'primary.dark' },
} as const;
