import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { BrandLogo } from '../components/BrandLogo';
import { MOBILE_MEDIA_QUERY } from '../theme';
import { PUBLIC_NAV } from './nav-items';
import { UserMenu } from './UserMenu';

/** §2 public navigation: Home, About Us, Events, Contact Us (+ Dashboard when logged in). */
export function PublicNavbar() {
  const { isAuthenticated } = useAuth();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const links = isAuthenticated
    ? [...PUBLIC_NAV, { label: 'Dashboard', to: '/app/dashboard' }]
    : PUBLIC_NAV;

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          {mobile && (
            <IconButton
              edge="start"
              aria-label="Open menu"
              aria-controls="public-menu"
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <BrandLogo to="/home" />
          {!mobile && (
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: 3 }}>
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
          )}
          <Box sx={{ flexGrow: 1 }} />
          {isAuthenticated ? (
            <UserMenu showName={!mobile} />
          ) : (
            <Button variant="contained" component={RouterLink} to="/login">
              Login
            </Button>
          )}
        </Toolbar>
      </Container>
      <Drawer id="public-menu" anchor="left" open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: 260, pt: 2 }}>
          <Box sx={{ px: 2, pb: 2 }}>
            <BrandLogo to="/home" />
          </Box>
          <List>
            {links.map((l) => (
              <ListItem key={l.to} disablePadding>
                <ListItemButton component={NavLink} to={l.to} onClick={() => setOpen(false)}>
                  <ListItemText primary={l.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
