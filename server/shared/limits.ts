/** Business constants from SPEC.md section 9, shared by server and client. */
export const LIMITS = {
  passwordMinLength: 6,
  blockedReasonMaxLength: 255,
  /** Status and action messages clear themselves after this long. */
  messageTimeoutMs: 4000,
  /** Scroll-to-top delay while the initial session check runs. */
  initialScrollDelayMs: 50,
  mapDefaultZoom: 17,
} as const;

export const THEME_STORAGE_KEY = "theme";
