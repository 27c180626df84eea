import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Icon } from './Icon';

/** A dialog that Escape, an overlay click or the close button dismisses (§2 sports modal). */
export function Modal({
  open,
  title,
  onClose,
  children,
  maxWidth = 'sm',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Icon name="Close" />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
    </Dialog>
  );
}
