import { z } from 'zod';
import { requiredText } from '../auth/rules';

/** Host suspension (decision 016): the request and the admin's texts. */

export const ADMIN_MSG = {
  onlyHosts: 'Only host accounts can be suspended',
  alreadySuspended: 'This host is already suspended',
  notSuspended: 'This host is not suspended',
  suspended: 'Host suspended',
  unsuspended: 'Host unsuspended',
} as const;

export const SuspendHostSchema = z.object({ reason: requiredText('Reason', 500) });
export type SuspendHost = z.input<typeof SuspendHostSchema>;
