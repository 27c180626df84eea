import { z } from 'zod';
import {
  SwitchRequestSchema,
  SwitchResultSchema,
  TransferAcceptSchema,
  TransferRequestSchema,
  TransferSchema,
} from '../../changes/schemas';
import { SwitchOptionsSchema } from '../../changes/switch-options';

/** The switches and transfers endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export { IdParamSchema } from './common';
export {
  SwitchOptionsSchema,
  SwitchRequestSchema,
  SwitchResultSchema,
  TransferAcceptSchema,
  TransferRequestSchema,
  TransferSchema,
};

export const TransfersSchema = z.array(TransferSchema);
