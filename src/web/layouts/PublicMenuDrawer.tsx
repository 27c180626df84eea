import { Box, Drawer, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { NavLink } from 'react-router';
import { BrandLogo } from '../components/BrandLogo';
import { t } from '../i18n/i18n';

/** The public navigation as a drawer, for phones (the hamburger of PublicNavbar opens it). */
export default function PublicMenuDrawer({
  id,
  links,
  open,
  onClose,
}: {
  id: string;
  links: ReadonlyArray<{ label: string; to: string }>;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer id={id} anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.main')} sx={{ width: 260, pt: 2 }}>
        <Box sx={{ px: 2, pb: 2 }}>
          <BrandLogo to="/home" />
        </Box>
        <List>
          {links.map((l) => (
            <ListItem key={l.to} disablePadding>
              <ListItemButton component={NavLink} to={l.to} onClick={onClose}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
