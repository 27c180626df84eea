/** How long a field's first error waits after the field loses focus (see useZodForm). */
export const FIELD_ERROR_DELAY_MS = 400;
