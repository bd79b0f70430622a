import type { FastifyReply } from 'fastify';

/**
 * Every refusal of the storage API, in Supabase Storage's shape: `{statusCode, code, error, message}`,
 * statusCode a string (storage-js reads it and `message`), `code` Supabase's error code (NoSuchKey…),
 * `error` its older name for the case.
 */
export class StorageError extends Error {
  readonly status: number;
  readonly code: string;
  readonly error: string;

  constructor(status: number, code: string, error: string, message: string) {
    super(message);
    this.name = 'StorageError';
    this.status = status;
    this.code = code;
    this.error = error;
  }
}

export const objectNotFound = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const alreadyExists = () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists');
export const bucketNotEmpty = () => new StorageError(409, 'InvalidRequest', 'Bucket not empty', 'Bucket must be empty before you can delete it');
export const tooLarge = () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size');
export const mimeNotAllowed = (type: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`);
export const invalidKey = (name: string) => new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${name}`);
export const invalidInput = (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Input', message);
export const accessDenied = () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
export const withheldObject = () => new StorageError(403, 'AccessDenied', 'Forbidden', 'This file of a premium video is served only through playback.');
export const invalidJwt = (message: string) => new StorageError(400, 'InvalidJWT', 'Unauthorized', message);
export const unauthorized = (message: string) => new StorageError(401, 'Unauthorized', 'Unauthorized', message);
export const rangeNotSatisfiable = () => new StorageError(416, 'InvalidRange', 'Invalid Range', 'The requested range is not satisfiable');
export const internalError = () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error');

export function sendStorageError(reply: FastifyReply, error: StorageError): FastifyReply {
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({ statusCode: String(error.status), code: error.code, error: error.error, message: error.message });
}
