import type { Role } from './roles';

/** Spec §6: sections and actions of the permission matrix. */
export const SECTIONS = [
  'Dashboard',
  'Sports',
  'Category',
  'Events',
  'Users',
  'Participants',
  'Payments',
  'Payouts',
] as const;
export type Section = (typeof SECTIONS)[number];
const ACTIONS = ['create', 'view', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

const ALL: readonly Action[] = ACTIONS;

/**
 * The §6 matrix, the one place it is written. The server enforces it on every route; the browser
 * uses it only to hide what a role may not do.
 */
export const PERMISSIONS: Readonly<Record<Role, Readonly<Record<Section, readonly Action[]>>>> = {
  Admin: {
    Dashboard: ['view'],
    Sports: ALL,
    Category: ALL,
    Events: ALL,
    Users: ALL,
    Participants: ['view', 'edit', 'delete'],
    // Money across all events: the payments list and the anomalies to resolve.
    Payments: ['view', 'edit'],
    // A host's own payout account and earnings (issue 26); admins see earnings under Payments.
    Payouts: [],
  },
  Host: {
    Dashboard: ['view'],
    Sports: ['view'],
    Category: ['view', 'create'],
    Events: ALL,
    Users: [],
    Participants: ['view', 'edit', 'delete'],
    Payments: [],
    Payouts: ['view', 'edit'],
  },
  Participant: {
    Dashboard: ['view'],
    Sports: [],
    Category: [],
    Events: ['view'],
    Users: [],
    Participants: ['create'],
    Payments: [],
    Payouts: [],
  },
};

/** A user with no role (or a guest) has no permissions. */
export function can(role: Role | null | undefined, section: Section, action: Action): boolean {
  if (!role) return false;
  return PERMISSIONS[role][section].includes(action);
}
