/** JSON-schema pieces shared by the routes. `null` is accepted wherever a value is optional (auth-api.md §1.7). */
export const optionalString = { type: ['string', 'null'] } as const;
export const optionalObject = { type: ['object', 'null'] } as const;
export const optionalBoolean = { type: ['boolean', 'null'] } as const;

export const pkceFields = { code_challenge: optionalString, code_challenge_method: optionalString } as const;

export const redirectQuery = {
  type: 'object',
  properties: { redirect_to: { type: 'string' } },
} as const;

/** Values of a body after schema validation: nullable strings, objects and booleans. */
export type Nullable<T> = T | null | undefined;
