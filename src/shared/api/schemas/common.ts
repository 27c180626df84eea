import { z } from 'zod';
import { idField } from '../../ids';

/** `:id` path parameters: 24 hex characters (a malformed one answers 404, see error-handler). */
export const IdParamSchema = z.object({ id: idField });

/** The `data` of a call that answers nothing but success. */
export const NothingSchema = z.null();
