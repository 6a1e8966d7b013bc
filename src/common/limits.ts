// Spec constants shared by client and server (core-journey §9, public-and-admin §9).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const REQUEST_TIMEOUT_MS = 30_000;
export const TRAINING_REQUEST_TIMEOUT_MS = 60_000;

export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';
export const LOGIN_TOAST_DURATION_MS = 2_000;

/** Lifetime of emailed links. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions end after this much inactivity, and in any case after the absolute lifetime. */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;

export const ANALYTICS_EVENT_NAME_MAX = 64;
export const ANALYTICS_PROPERTIES_MAX_BYTES = 2_048;
