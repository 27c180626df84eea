import type { IForbiddenRuleType } from 'dependency-cruiser';

/** dependency-cruiser's forbidden rules for the floors of `server` (see floors.mjs). */
export function floorRules(server?: string, root?: string): IForbiddenRuleType[];
