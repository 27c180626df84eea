import { createTheme } from '@mui/material/styles';
import { BRAND_ORANGE, BREAKPOINTS } from '../shared/constants';

/** At or below this width the sidebar hides and menus become a hamburger (§2, §9). */
export const MOBILE_MEDIA_QUERY = `(max-width:${BREAKPOINTS.mobile}px)`;

// Brand orange is too light for white text or for text on white (2.2:1), so buttons use dark
// text on orange and links use a darker orange that passes WCAG AA (5.3:1).
export const theme = createTheme({
  breakpoints: {
    values: {
      xs: 0,
      sm: BREAKPOINTS.mobileS,
      md: BREAKPOINTS.mobile,
      lg: BREAKPOINTS.tablet,
      xl: 1440,
    },
  },
  palette: {
    primary: { main: BRAND_ORANGE, dark: '#B34D0A', light: '#FFB27F', contrastText: '#1F1F1F' },
    secondary: { main: '#1F2A44', contrastText: '#FFFFFF' },
    // Status colours dark enough for white text (WCAG AA 4.5:1).
    info: { main: '#01579B', contrastText: '#FFFFFF' },
    success: { main: '#1B6E20', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    background: { default: '#FAF8F6', paper: '#FFFFFF' },
    text: { primary: '#1F1F1F', secondary: '#55595F' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Indian scripts first (fonts/indic.css): each face covers only its script (unicode-range),
    // so Latin text never reaches or downloads them, and Indian text is drawn by them rather than
    // by whatever a device's Latin font falls back to (boxes on a machine without one).
    fontFamily:
      '"Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Telugu", ' +
      '"Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Gujarati", "Noto Sans Gurmukhi", ' +
      '"Noto Sans Oriya", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", ' +
      'Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, fontSize: 'clamp(2rem, 6vw, 3.5rem)', lineHeight: 1.1 },
    h2: { fontWeight: 700, fontSize: 'clamp(1.6rem, 4vw, 2.4rem)' },
    h3: { fontWeight: 700, fontSize: 'clamp(1.35rem, 3vw, 1.8rem)' },
    h4: { fontWeight: 700, fontSize: '1.4rem' },
    h5: { fontWeight: 700, fontSize: '1.15rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Hover stays light so the dark label keeps its contrast (primary.dark would be 3:1).
      styleOverrides: {
        root: {
          '&.MuiButton-containedPrimary:hover': { backgroundColor: '#FF7A29' },
          // Orange text on white needs the darker shade to reach 4.5:1.
          '&.MuiButton-textPrimary, &.MuiButton-outlinedPrimary': { color: '#B34D0A' },
          '&.MuiButton-outlinedPrimary': { borderColor: '#B34D0A' },
        },
      },
    },
    // Focus colours on white use the darker orange (the brand orange is 2.2:1 on white).
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: '#B34D0A' } } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: '#B34D0A' } },
      },
    },
    MuiLink: { defaultProps: { color: 'primary.dark', underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
    // Tabs on the light page: an underlined strip, the chosen tab in the readable dark orange.
    MuiTabs: {
      styleOverrides: {
        root: { borderBottom: '1px solid rgba(0, 0, 0, 0.12)' },
        indicator: { backgroundColor: '#B34D0A' },
      },
    },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: '#B34D0A' } } } },
  },
});
