/**
 * Exact user-facing texts of spec §5 and §8. They are part of the contract: change them only
 * together with the spec.
 */
export const MSG = {
  success: 'Successful',
  loginSuccess: 'Login Successfully',
  networkError: 'Please check your internet connection',
  genericError: 'An error occurred. Please try again later.',
  invalidCredentials: 'Invalid credentials',
  noData: 'No Data Found',
  unexpectedError: 'Unexpected Application Error!',
  notFound: 'Not Found',
  invalidJson: 'Invalid JSON body',
  payloadTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  tooManyRequests: 'Too many requests. Please try again later.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loginRequired: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
} as const;

/** '{label} is required' (§5). */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}
