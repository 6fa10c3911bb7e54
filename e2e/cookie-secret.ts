/**
 * The e2e servers' COOKIE_SECRET (playwright.config.ts). The fixtures sign session cookies
 * with it, so a user can be signed in without going through the login screen.
 */
export const E2E_COOKIE_SECRET = "e2e-cookie-secret-that-is-long-enough-0123456789";
