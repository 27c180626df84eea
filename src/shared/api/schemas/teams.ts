import { z } from 'zod';
import {
  ClubsSchema,
  JoinCodeParamSchema,
  TeamCheckoutSchema,
  TeamCreateSchema,
  TeamInviteSchema,
  TeamJoinSchema,
  TeamMemberParamSchema,
  TeamPreviewSchema,
  TeamRolesSchema,
  TeamSchema,
} from '../../teams/schemas';

/** The teams endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export {
  ClubsSchema,
  JoinCodeParamSchema,
  TeamCheckoutSchema,
  TeamCreateSchema,
  TeamInviteSchema,
  TeamJoinSchema,
  TeamMemberParamSchema,
  TeamPreviewSchema,
  TeamRolesSchema,
  TeamSchema,
};

/** The caller's teams: those they are on, and those they are invited to. */
export const MyTeamsSchema = z.array(TeamSchema);
