import type { Section } from '../../shared/permissions';

/** App-area sections in sidebar order; each shows only to roles that may view it (§2, §6). */
export const APP_NAV: ReadonlyArray<{ label: string; to: string; section: Section }> = [
  { label: 'Dashboard', to: '/app/dashboard', section: 'Dashboard' },
  { label: 'Events', to: '/app/events', section: 'Events' },
  { label: 'Sports', to: '/app/sports', section: 'Sports' },
  { label: 'Users', to: '/app/users', section: 'Users' },
  { label: 'Payments', to: '/app/payments', section: 'Payments' },
];

/** Public navbar links (§2). */
export const PUBLIC_NAV: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Home', to: '/home' },
  { label: 'About Us', to: '/about' },
  { label: 'Events', to: '/events' },
  { label: 'Contact Us', to: '/contactUs' },
];
