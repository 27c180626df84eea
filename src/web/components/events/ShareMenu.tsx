import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import { shareText, whatsAppShareUrl } from '../../../shared/events/event-links';
import { t } from '../../i18n/i18n';
import { toast } from '../toast';
import { Icon } from '../Icon';

/** Share without a system share sheet (most desktops): copy the link, or send it on WhatsApp. */
export default function ShareMenu({
  anchor,
  title,
  url,
  onClose,
}: {
  anchor: HTMLElement;
  title: string;
  url: string;
  onClose: () => void;
}) {
  const copy = async () => {
    onClose();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('event.share.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): say where the link is.
      toast.error(t('event.share.notCopied'));
    }
  };
  return (
    <Menu open anchorEl={anchor} onClose={onClose}>
      <MenuItem onClick={() => void copy()}>
        <ListItemIcon>
          <Icon name="ContentCopy" fontSize="small" />
        </ListItemIcon>
        {t('event.share.copyLink')}
      </MenuItem>
      <MenuItem
        component="a"
        href={whatsAppShareUrl(shareText(title, url))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        <ListItemIcon>
          <Icon name="WhatsApp" fontSize="small" />
        </ListItemIcon>
        {t('event.share.whatsApp')}
      </MenuItem>
    </Menu>
  );
}
