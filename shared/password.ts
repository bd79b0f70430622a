/** The password rule both sides enforce: the sign-up form before sending, the auth API on receipt. */
export const PASSWORD_MIN_LENGTH = 6;
