/** Who sends a tus request: the anon key and a user's access token, as the studio sends them. */
export interface TusCaller {
  apikey: string;
  token: string;
}

export interface NewUpload {
  bucketName: string;
  objectName: string;
  contentType: string;
  size: number;
}

const headersOf = (caller: TusCaller) => ({ 'tus-resumable': '1.0.0', apikey: caller.apikey, authorization: `Bearer ${caller.token}` });
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** The answer's Upload-Offset, after checking its status. */
async function offsetOf(response: Response, expected: number, what: string): Promise<number> {
  const body = await response.text();
  if (response.status !== expected) throw new Error(`${what}: ${response.status} ${body}`);
  return Number(response.headers.get('upload-offset'));
}

/**
 * POST to `origin`'s tus endpoint, with Supabase's metadata keys and x-upsert as the studio sends them: the path
 * of the new upload's URL (the same path on any server of the site).
 */
export async function createUpload(origin: string, caller: TusCaller, upload: NewUpload): Promise<string> {
  const metadata = { bucketName: upload.bucketName, objectName: upload.objectName, contentType: upload.contentType, cacheControl: '3600' };
  const response = await fetch(`${origin}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      ...headersOf(caller),
      'x-upsert': 'true',
      'upload-length': String(upload.size),
      'upload-metadata': Object.entries(metadata).map(([key, value]) => `${key} ${base64(value)}`).join(','),
    },
  });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (response.status !== 201 || !location) throw new Error(`tus create: ${response.status}`);
  return new URL(location, origin).pathname;
}

/** HEAD: how many bytes the server holds of the upload. */
export async function uploadOffset(url: string, caller: TusCaller): Promise<number> {
  return offsetOf(await fetch(url, { method: 'HEAD', headers: headersOf(caller) }), 200, 'tus HEAD');
}

/** One whole PATCH of `bytes` at `offset`: the offset the server answers with. */
export async function sendPart(url: string, caller: TusCaller, offset: number, bytes: Uint8Array): Promise<number> {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { ...headersOf(caller), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  return offsetOf(response, 204, 'tus PATCH');
}

/**
 * A PATCH whose body is still being sent: `bytes` go out at once (chunked, no length), then nothing more, so the
 * request stays open until the connection is cut. Resolves with how it ended.
 */
export function openPart(url: string, caller: TusCaller, offset: number, bytes: Uint8Array): Promise<string> {
  const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(bytes) });
  // Node's fetch streams a request body only when told so; the DOM's RequestInit type does not name the option.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PATCH',
    headers: { ...headersOf(caller), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
    duplex: 'half',
  };
  return fetch(url, init).then(
    (response) => `answered ${response.status}`,
    (error: Error) => `cut: ${error.message}`,
  );
}
