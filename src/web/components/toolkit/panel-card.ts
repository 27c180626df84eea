/**
 * A toolkit panel's card: an outlined Paper with CardContent's padding. Not Card + CardContent:
 * those would become a chunk of their own that the public pages' event cards then load too (the
 * public first-JS budget).
 */
export const PANEL_CARD_SX = { p: { xs: 2, sm: 2.5 } } as const;
