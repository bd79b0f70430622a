/**
 * Every `error_code` this server answers with (docs/auth-api.md#errors). The names are GoTrue's
 * (its internal/api/apierrors/errorcode.go) wherever GoTrue has one; `not_found`,
 * `request_entity_too_large` and `service_unavailable` name answers GoTrue leaves to its router.
 */
export type ErrorCode =
  | 'anonymous_provider_disabled'
  | 'bad_code_verifier'
  | 'bad_json'
  | 'bad_jwt'
  | 'bad_oauth_callback'
  | 'bad_oauth_state'
  | 'conflict'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'feature_disabled'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'insufficient_aal'
  | 'invalid_credentials'
  | 'manual_linking_disabled'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_verification_failed'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'passkey_disabled'
  | 'phone_provider_disabled'
  | 'provider_disabled'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_entity_too_large'
  | 'same_password'
  | 'saml_provider_disabled'
  | 'service_unavailable'
  | 'session_expired'
  | 'session_not_found'
  | 'too_many_enrolled_mfa_factors'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_banned'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password'
  | 'web3_provider_disabled';

/** Every error the auth API answers with: HTTP status, GoTrue error code, GoTrue message. */
export class AuthError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  /** Extra body fields, e.g. `weak_password: { reasons }`. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, errorCode: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }
}

/**
 * OAuth-style error (`{error, error_description}`, no code): the refresh grant without a token, and
 * the id_token grant's request checks, which GoTrue words "invalid request" with a space.
 */
export class OAuthError extends Error {
  readonly status: number;
  readonly error: 'invalid_request' | 'invalid request';
  constructor(status: number, error: 'invalid_request' | 'invalid request', description: string) {
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

export const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const overEmailSendRateLimit = (message = 'email rate limit exceeded') =>
  new AuthError(429, 'over_email_send_rate_limit', message);

export const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');
