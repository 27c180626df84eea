import { Box, Button, Container, IconButton, Toolbar, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { BrandLogo } from '../components/BrandLogo';
import { MOBILE_MEDIA_QUERY } from '../theme';
import { t } from '../i18n/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { PUBLIC_NAV } from './nav-items';
import { Icon } from '../components/Icon';

// Loaded when first needed, so a guest's first visit downloads neither: the drawer on the first
// tap of the hamburger, the user menu for a logged-in visitor.
const PublicMenuDrawer = lazy(() => import('./PublicMenuDrawer'));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** §2 public navigation: Home, About Us, Events, Contact Us (+ Dashboard when logged in). */
export function PublicNavbar() {
  const { isAuthenticated } = useAuth();
  // Only the user menu's name follows the width in script; the bar itself switches by CSS, so
  // the server-rendered first paint (src/web/ssr) is right on a phone and a desktop alike.
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  // The drawer mounts on first open and then stays, so it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const links = [
    ...PUBLIC_NAV,
    ...(isAuthenticated ? [{ key: 'nav.dashboard' as const, to: '/app/dashboard' }] : []),
  ].map((l) => ({ label: t(l.key), to: l.to }));

  return (
    // A plain header rather than MUI's AppBar (and the Paper under it): every public page's
    // first JavaScript is at its budget, and a sticky bar needs none of their code.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        color: 'inherit',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <IconButton
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-controls="public-menu"
            aria-expanded={open}
            onClick={() => {
              setDrawerWanted(true);
              setOpen(true);
            }}
            sx={{ display: 'none', [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'inline-flex' } }}
          >
            <Icon name="Menu" />
          </IconButton>
          <BrandLogo to="/home" />
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{
              display: 'flex',
              gap: 0.5,
              ml: 3,
              [`@media ${MOBILE_MEDIA_QUERY}`]: { display: 'none' },
            }}
          >
            {links.map((l) => (
              <Button
                key={l.to}
                component={NavLink}
                to={l.to}
                color="inherit"
                sx={{
                  fontWeight: 600,
                  '&.active': { color: 'primary.dark', bgcolor: 'rgba(255,145,77,0.12)' },
                }}
              >
                {l.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          {isAuthenticated ? (
            <Suspense fallback={null}>
              <UserMenu showName={!mobile} />
            </Suspense>
          ) : (
            <Button
              variant="contained"
              component={RouterLink}
              to="/login"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('nav.login')}
            </Button>
          )}
        </Toolbar>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            id="public-menu"
            links={links}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
