/** The three roles of spec §1. Stored and sent exactly as written here. */
export const ROLES = ['Admin', 'Host', 'Participant'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose at sign-up (§3: default Host). Admins are created by a script. */
export const SIGNUP_ROLES = ['Host', 'Participant'] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];
