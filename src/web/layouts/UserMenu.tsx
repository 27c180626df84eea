import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { t } from '../i18n/i18n';
import { Icon } from '../components/Icon';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
}

/** The logged-in user's name with a menu: Profile (/app/settings) and Logout (§2). */
export function UserMenu({ showName = true }: { showName?: boolean }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        startIcon={
          <Avatar
            sx={{
              width: 32,
              height: 32,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              // The button's start-icon slot sets its own font size; the initials need theirs.
              fontSize: '14px !important',
              fontWeight: 700,
            }}
          >
            {initials(user.name)}
          </Avatar>
        }
        sx={{ textTransform: 'none', fontWeight: 600 }}
      >
        {showName ? (
          user.name
        ) : (
          <Box component="span" sx={visuallyHidden}>
            {t('common.app.accountMenu')}
          </Box>
        )}
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {user.email}
        </Typography>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate('/app/settings');
          }}
        >
          <ListItemIcon>
            <Icon name="Person" fontSize="small" />
          </ListItemIcon>
          {t('common.app.profile')}
        </MenuItem>
        <MenuItem
          onClick={async () => {
            close();
            await logout();
            void navigate('/login');
          }}
        >
          <ListItemIcon>
            <Icon name="Logout" fontSize="small" />
          </ListItemIcon>
          {t('common.app.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
