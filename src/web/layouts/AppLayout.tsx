import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import GroupIcon from '@mui/icons-material/Group';
import MenuIcon from '@mui/icons-material/Menu';
import PaymentsIcon from '@mui/icons-material/Payments';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import {
  AppBar,
  Box,
  Breadcrumbs,
  Button,
  Divider,
  Drawer,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState, type ReactElement } from 'react';
import { NavLink, Outlet, Link as RouterLink, useLocation } from 'react-router';
import type { MessageKey } from '../../shared/i18n/catalogs';
import { can, type Section } from '../../shared/permissions';
import { useAuth } from '../auth/auth-context';
import { BrandLogo } from '../components/BrandLogo';
import { TestModeBanner } from '../components/TestModeBanner';
import { t } from '../i18n/i18n';
import { MOBILE_MEDIA_QUERY } from '../theme';
import { breadcrumbTrail } from './breadcrumbs';
import { APP_NAV } from './nav-items';
import { UserMenu } from './UserMenu';

const ICONS: Record<Section, ReactElement | null> = {
  Dashboard: <DashboardIcon />,
  Events: <EventIcon />,
  Sports: <SportsSoccerIcon />,
  Users: <GroupIcon />,
  Payments: <PaymentsIcon />,
  Category: null,
  Payouts: <AccountBalanceWalletIcon />,
  Participants: null,
};
/**
 * The app's pages by the last segment of their path, as the breadcrumbs name them (the side menu
 * and the top links say nav-items.ts's messages, the same ones); a segment not here (a team's
 * code) shows breadcrumbs.ts's label of it.
 */
const PAGE_LABELS = new Map<string, MessageKey>([
  ['home', 'nav.home'],
  ['app', 'common.page.app'],
  ['dashboard', 'nav.dashboard'],
  ['events', 'nav.events'],
  ['sports', 'common.page.sports'],
  ['users', 'common.page.users'],
  ['payments', 'common.page.payments'],
  ['earnings', 'common.page.earnings'],
  ['settings', 'common.page.settings'],
  ['event-details', 'common.page.eventDetails'],
  ['add-event', 'common.page.addEvent'],
  ['edit-event', 'common.page.editEvent'],
  ['participate', 'common.page.participate'],
  ['edit-participant', 'common.page.editParticipant'],
  ['check-in', 'common.page.checkIn'],
  ['competition', 'common.page.competition'],
  ['start-list', 'common.page.startList'],
  ['category', 'common.page.category'],
  ['categories', 'common.page.categories'],
  ['add-category', 'common.page.addCategory'],
  ['add-sports', 'common.page.addSports'],
  ['edit', 'common.page.edit'],
  ['teams', 'common.page.teams'],
  ['join', 'common.page.join'],
  ['users-details', 'common.page.usersDetails'],
  ['paymentSuccess', 'common.page.confirmation'],
]);

/** A link's label in the page's language. */
function pageLabel({ label, to }: { label: string; to: string }): string {
  const key = PAGE_LABELS.get(to.slice(to.lastIndexOf('/') + 1));
  return key ? t(key) : label;
}

const WIDE = 240;
const NARROW = 72;
const COLLAPSE_KEY = 'sidebar-collapsed';

function useVisibleNav() {
  const { user } = useAuth();
  return APP_NAV.filter((item) => can(user?.role, item.section, 'view'));
}

function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const items = useVisibleNav();
  const width = collapsed ? NARROW : WIDE;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          transition: 'width 150ms ease',
          bgcolor: 'secondary.main',
          color: '#E8EAF0',
          borderRight: 0,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, minHeight: 64, color: '#fff' }}>
        <BrandLogo to="/" compact={collapsed} />
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box component="nav" aria-label={t('common.app.sections')}>
        <List>
          {items.map((item) => {
            const button = (
              <ListItemButton
                component={NavLink}
                to={item.to}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  color: 'inherit',
                  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                  '&.active .MuiListItemIcon-root': { color: 'primary.contrastText' },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                  {ICONS[item.icon ?? item.section]}
                </ListItemIcon>
                <ListItemText primary={t(item.key)} sx={{ opacity: collapsed ? 0 : 1 }} />
              </ListItemButton>
            );
            return (
              <ListItem key={item.to} disablePadding>
                {collapsed ? (
                  <Tooltip title={t(item.key)} placement="right">
                    {button}
                  </Tooltip>
                ) : (
                  button
                )}
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Box sx={{ p: 1, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
        <IconButton
          onClick={onToggle}
          aria-label={collapsed ? t('common.app.expandSidebar') : t('common.app.collapseSidebar')}
          sx={{ color: '#E8EAF0' }}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
    </Drawer>
  );
}

function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <Breadcrumbs aria-label={t('common.app.breadcrumb')} sx={{ mb: 2 }}>
      {trail.map((crumb, i) =>
        i === trail.length - 1 ? (
          <Typography key={crumb.to} color="text.primary" aria-current="page">
            {pageLabel(crumb)}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to}>
            {pageLabel(crumb)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/** §2 app area: collapsible sidebar, top navigation, profile menu, breadcrumbs. */
export function AppLayout() {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const items = useVisibleNav();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSE_KEY, c ? '0' : '1');
      return !c;
    });
  const topLinks = [...items, { key: 'nav.home' as const, to: '/home' }];

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {!mobile && <Sidebar collapsed={collapsed} onToggle={toggle} />}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TestModeBanner />
        <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1, minHeight: 64 }}>
            {mobile ? (
              <>
                <IconButton
                  edge="start"
                  aria-label={t('nav.openMenu')}
                  aria-controls="app-menu"
                  aria-expanded={menuOpen}
                  onClick={() => setMenuOpen(true)}
                >
                  <MenuIcon />
                </IconButton>
                <BrandLogo to="/" />
              </>
            ) : (
              <Box
                component="nav"
                aria-label={t('common.app.top')}
                sx={{ display: 'flex', gap: 0.5 }}
              >
                {topLinks.map((l) => (
                  <Button
                    key={l.to}
                    component={NavLink}
                    to={l.to}
                    color="inherit"
                    sx={{ '&.active': { color: 'primary.dark', bgcolor: 'rgba(255,145,77,0.12)' } }}
                  >
                    {t(l.key)}
                  </Button>
                ))}
              </Box>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <UserMenu showName={!mobile} />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main"
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, maxWidth: 1400, width: '100%' }}
        >
          {!mobile && <AppBreadcrumbs />}
          <Outlet />
        </Box>
      </Box>
      <Drawer
        id="app-menu"
        anchor="left"
        open={mobile && menuOpen}
        onClose={() => setMenuOpen(false)}
      >
        <Box component="nav" aria-label={t('common.app.sections')} sx={{ width: 260, pt: 2 }}>
          <Box sx={{ px: 2, pb: 2 }}>
            <BrandLogo to="/" />
          </Box>
          <List>
            {topLinks.map((l) => (
              <ListItem key={l.to} disablePadding>
                <ListItemButton component={NavLink} to={l.to} onClick={() => setMenuOpen(false)}>
                  <ListItemText primary={t(l.key)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
