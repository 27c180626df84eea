import type { Db } from '../../platform/db/client';
import type { Deps } from '../../platform/deps';

/**
 * A member leaves a split team (removed, or leaving) before it is paid: their share, pending or
 * paid, ends; a paid one is owed back. In the caller's transaction. (Helper S2 fills this in.)
 */
export async function releaseShare(
  _deps: Deps,
  _tx: Db,
  _memberId: string,
  _byUserId: string,
): Promise<void> {}
