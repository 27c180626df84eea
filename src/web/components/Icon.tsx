import { SvgIcon, type SvgIconProps } from '@mui/material';
import type { PublicIconName } from '../icons/public-icon-sources';
import sprite from '../icons/public-icons.svg?no-inline';

/**
 * An icon of the server-drawn pages, by its MUI name, drawn from the shared sprite (decision 060):
 * a stored page carries a 60-byte reference where the icon's shapes were 200–600 bytes, and the
 * browser fetches the shapes once, with the page's other immutable assets.
 */
export function Icon({ name, ...props }: SvgIconProps & { name: PublicIconName }) {
  return (
    <SvgIcon {...props}>
      <use href={`${sprite}#${name}`} />
    </SvgIcon>
  );
}
