import { z } from 'zod';
import { AUTH_MSG } from '../../auth/rules';
import { UserSchema } from '../../users/user';

/** The auth endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { NothingSchema } from './common';
export {
  ChangePasswordRequestSchema,
  ConfirmOtpRequestSchema,
  EmailRequestSchema,
  LoginRequestSchema,
  ResetPasswordRequestSchema,
  SignupRequestSchema,
  TokenQuerySchema,
  VerifyResetTokenQuerySchema,
} from '../../auth/schemas';
export { AUTH_MSG, UserSchema };

export const SessionUserSchema = UserSchema.nullable();
export const UsableSchema = z.object({ valid: z.literal(true) });
