/** An answer of the identity provider's SDK call: its code, its message, and what the call returns. */
export type IdentityAnswer = { errorCode: number; errorMessage?: string; [key: string]: unknown };

/** The identity provider's numeric answers (spec 000 section 8), as its SDK returns them. */
export const IdentityCode = {
  OK: 0,
  ACCOUNT_INCOMPLETE: 206001,
  ACCOUNT_PENDING_VERIFICATION: 206002,
  EMAIL_ALREADY_VERIFIED: 200009,
  INVALID_PARAMETER: 400006,
  UNIQUE_IDENTIFIER_EXISTS: 400003,
  VALIDATION_ERROR: 400009,
  UNAUTHORIZED: 403002,
  UNAUTHORIZED_USER: 403005,
  /** The visitor declined the social provider's consent. */
  CANCELED: 200001,
  INVALID_LOGIN: 403042,
  LOGIN_IDENTIFIER_EXISTS: 403043,
  PENDING_PASSWORD_CHANGE: 403100,
  ACCOUNT_LOCKED: 403120,
  ACCOUNT_DISABLED: 403041,
  /** Login in link mode succeeded: the social identity is now linked (not an error). */
  ACCOUNT_LINKED: 200009,
  /** A verification link that was used already: the address is verified (spec 001 section 4.5, "already verified"). */
  VERIFICATION_LINK_USED: 410001,
  /** A verification link that has expired or that the provider does not know. */
  VERIFICATION_LINK_EXPIRED: 410002,
  /** Too many attempts in a short time (the sandbox's rate limit). */
  RATE_LIMITED: 403048,
} as const;
