/** The one response envelope of every API call (ARCHITECTURE.md, HTTP API). */
type ApiSuccess<T> = { message: 'success'; data: T };
export type ApiFailure = { message: 'error'; error: string; fields?: Record<string, string> };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
