/** The failure envelope of every API call (ARCHITECTURE.md, HTTP API; success: decision 019). */
export type ApiFailure = { message: 'error'; error: string; fields?: Record<string, string> };
