import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, IconButton } from '@mui/material';
import { useState } from 'react';
import { t } from '../../i18n/i18n';

/**
 * A password input's show/hide toggle: the input type and the end adornment with the button.
 * The adornment is MUI's InputAdornment (position end) drawn with its styles from Box: the
 * component itself is ~1 KB gzipped more in the login page's first download.
 */
export function usePasswordVisibility() {
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
      <Box
        sx={{
          display: 'flex',
          maxHeight: '2em',
          alignItems: 'center',
          whiteSpace: 'nowrap',
          color: 'action.active',
          ml: 1,
        }}
      >
        <IconButton
          edge="end"
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(e) => e.preventDefault()}
          aria-label={visible ? t('common.password.hide') : t('common.password.show')}
          aria-pressed={visible}
        >
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </Box>
    ),
  };
}
