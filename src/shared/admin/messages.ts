/** Texts of the admin's actions (no zod here, so the login page can read `hostSuspended`). */
export const ADMIN_MSG = {
  /** On the login form, and to a suspended host's request made with a session (decision 016). */
  hostSuspended: 'Your host account is suspended. Contact support.',
  onlyHosts: 'Only host accounts can be suspended',
  alreadySuspended: 'This host is already suspended',
  notSuspended: 'This host is not suspended',
  suspended: 'Host suspended',
  unsuspended: 'Host unsuspended',
} as const;
