/** Every error the auth API answers with: HTTP status, GoTrue error code, GoTrue message. */
export class AuthError extends Error {
  readonly status: number;
  readonly errorCode: string;
  /** Extra body fields, e.g. `weak_password: { reasons }`. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, errorCode: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }
}

/** OAuth-style error (`{error, error_description}`), used by the refresh grant for a missing token. */
export class OAuthError extends Error {
  readonly status: number;
  readonly error: string;
  constructor(status: number, error: string, description: string) {
    super(description);
    this.status = status;
    this.error = error;
  }
}

/**
 * Gateway (Kong) rejection: `{message}` only, no code. Supabase's gateway answers a missing or
 * unknown apikey before GoTrue sees the request.
 */
export class GatewayError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const validationFailed = (message: string, status = 400) => new AuthError(status, 'validation_failed', message);

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const overEmailSendRateLimit = (message = 'email rate limit exceeded') =>
  new AuthError(429, 'over_email_send_rate_limit', message);

export const noAuthorization = (status = 401) =>
  new AuthError(status, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');

export const unexpectedFailure = () =>
  new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
