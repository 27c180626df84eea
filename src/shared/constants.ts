/** Spec §9 business constants, shared by server and browser. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const BRAND_ORANGE = '#FF914D';
export const BREAKPOINTS = { mobileS: 425, mobile: 768, tablet: 1024 } as const;
export const EVENT_CARD_MAX_WIDTH = 305;
export const BUTTON_SPINNER_SIZE = 24;
export const FILTER_INPUT_MIN_HEIGHT = 48;
export const OTP_LENGTH = 6;
export const HOME_EVENTS_PER_BLOCK = 3;
export const API_BASE = '/api/v1';
/** Header that tells a tunnelling proxy (ngrok) to skip its browser warning page (§7). */
export const TUNNEL_SKIP_HEADER = 'ngrok-skip-browser-warning';
/** Key under which the browser keeps the auth state (§3). */
export const AUTH_STORAGE_KEY = 'auth';
