import { isId } from '../../shared/ids';

export type Crumb = { label: string; to: string };

// Segments whose words alone would mislead: the success page also confirms free entries; the
// competition page is named by what it holds (issue 18).
const LABELS: Record<string, string> = {
  app: 'App',
  paymentSuccess: 'Confirmation',
  competition: 'Draws & Results',
};

/** 'event-details' and 'contactUs' read as 'Event Details' and 'Contact Us'. */
function labelOf(segment: string): string {
  if (LABELS[segment]) return LABELS[segment];
  return decodeURIComponent(segment)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * §2 breadcrumbs: Home, then each path segment linking to the path up to it; 24-hex-character
 * id segments are hidden (their paths still count for the segments after them).
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [{ label: 'Home', to: '/home' }];
  segments.forEach((segment, i) => {
    if (isId(segment)) return;
    trail.push({ label: labelOf(segment), to: `/${segments.slice(0, i + 1).join('/')}` });
  });
  return trail;
}
