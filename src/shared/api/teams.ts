import { endpoint } from './endpoint';

/** Teams that form themselves (issue 28). */
const load = () => import('./schemas/teams');

export const createTeam = endpoint(
  load,
  'POST',
  '/teams',
  (s) => ({ body: s.TeamCreateSchema, response: s.TeamSchema }),
  { status: [201] },
);

export const myTeams = endpoint(load, 'GET', '/teams', (s) => ({ response: s.MyTeamsSchema }));

export const team = endpoint(load, 'GET', '/teams/:id', (s) => ({
  params: s.IdParamSchema,
  response: s.TeamSchema,
}));

/** What a code's holder sees before joining. */
export const teamPreview = endpoint(load, 'GET', '/teams/join/:code', (s) => ({
  params: s.JoinCodeParamSchema,
  response: s.TeamPreviewSchema,
}));

export const joinTeam = endpoint(load, 'POST', '/teams/join', (s) => ({
  body: s.TeamJoinSchema,
  response: s.TeamSchema,
}));

export const inviteToTeam = endpoint(load, 'POST', '/teams/:id/invites', (s) => ({
  params: s.IdParamSchema,
  body: s.TeamInviteSchema,
  response: s.TeamSchema,
}));

/** The invited caller turns the invite down. */
export const declineTeam = endpoint(load, 'POST', '/teams/:id/decline', (s) => ({
  params: s.IdParamSchema,
  response: s.TeamSchema,
}));

export const removeTeamMember = endpoint(load, 'DELETE', '/teams/:id/members/:userId', (s) => ({
  params: s.TeamMemberParamSchema,
  response: s.TeamSchema,
}));

export const setTeamRoles = endpoint(load, 'PUT', '/teams/:id/roles', (s) => ({
  params: s.IdParamSchema,
  body: s.TeamRolesSchema,
  response: s.TeamSchema,
}));

/** The captain pays the whole team price (team_payment 'captain'). */
export const teamCheckout = endpoint(
  load,
  'POST',
  '/teams/:id/checkout',
  (s) => ({ params: s.IdParamSchema, response: s.TeamCheckoutSchema }),
  { status: [200, 201] },
);

/** A member pays their own share (team_payment 'split'). */
export const teamShare = endpoint(
  load,
  'POST',
  '/teams/:id/share',
  (s) => ({ params: s.IdParamSchema, response: s.TeamCheckoutSchema }),
  { status: [200, 201] },
);

/** The clubs already used at an event, for a registration's club. */
export const eventClubs = endpoint(load, 'GET', '/events/:id/clubs', (s) => ({
  params: s.IdParamSchema,
  response: s.ClubsSchema,
}));
