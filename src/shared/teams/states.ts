/**
 * A self-formed team's states (issue 28), apart from its schemas so the registration's schema
 * (which the team schemas build on) can name them too.
 */
export const TEAM_PAYMENTS = ['captain', 'split'] as const;
export const TEAM_MEMBER_STATUSES = ['invited', 'joined', 'declined', 'removed'] as const;
export const TEAM_SHARE_STATUSES = [
  'created',
  'captured',
  'failed',
  'cancelled',
  'refunded',
] as const;
