/** JSON-schema pieces shared by the routes. `null` is accepted wherever a value is optional (docs/auth-api.md#requests). */
export const optionalString = { type: ['string', 'null'] } as const;
export const optionalObject = { type: ['object', 'null'] } as const;
export const optionalBoolean = { type: ['boolean', 'null'] } as const;

export const pkceFields = { code_challenge: optionalString, code_challenge_method: optionalString } as const;

/** What sign-up and OTP sign-in both take: an address, user metadata and a PKCE pair. */
export const signInFields = { email: optionalString, phone: optionalString, data: optionalObject, ...pkceFields } as const;

export const redirectQuery = {
  type: 'object',
  properties: { redirect_to: { type: 'string' } },
} as const;

/** `/…/:id`: always a string, so this schema only names the type. */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const;
