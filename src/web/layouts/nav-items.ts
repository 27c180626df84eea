import type { MessageKey } from '../../shared/i18n/catalogs';
import type { Section } from '../../shared/permissions';

/**
 * App-area sections in sidebar order, by their message (i18n/i18n.ts's `t`); each shows only to
 * roles that may view its `section` (§2, §6), with the icon of `icon` (its own section's by
 * default).
 */
export const APP_NAV: ReadonlyArray<{
  key: MessageKey;
  to: string;
  section: Section;
  icon?: Section;
}> = [
  { key: 'nav.dashboard', to: '/app/dashboard', section: 'Dashboard' },
  { key: 'nav.events', to: '/app/events', section: 'Events' },
  { key: 'common.page.sports', to: '/app/sports', section: 'Sports' },
  { key: 'common.page.users', to: '/app/users', section: 'Users' },
  { key: 'common.page.payments', to: '/app/payments', section: 'Payments' },
  // One page, two ways in (issue 26): hosts by Payouts, admins by Payments; no role has both.
  { key: 'common.page.earnings', to: '/app/earnings', section: 'Payouts' },
  { key: 'common.page.earnings', to: '/app/earnings', section: 'Payments', icon: 'Payouts' },
];

/** Public navbar links (§2), by their message (i18n/i18n.ts's `t`). */
export const PUBLIC_NAV: ReadonlyArray<{ key: MessageKey; to: string }> = [
  { key: 'nav.home', to: '/home' },
  { key: 'nav.about', to: '/about' },
  { key: 'nav.events', to: '/events' },
  { key: 'nav.contact', to: '/contactUs' },
];
