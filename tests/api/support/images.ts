import http from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain image of `width` × `height` in one format, made by sharp. */
export function solidImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 150, b: 110 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG stored landscape, `2·side` × `side`, in vertical black and white stripes, whose EXIF orientation (6)
 * says to show it turned a quarter clockwise: upright, its stripes run across.
 */
export async function sidewaysStripes(side: number): Promise<Buffer> {
  const width = side * 2;
  const pixels = Buffer.alloc(width * side);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < width; x += 1) pixels[y * width + x] = Math.floor(x / 32) % 2 === 0 ? 255 : 0;
  }
  return sharp(pixels, { raw: { width, height: side, channels: 1 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small PNG whose header claims `width` × `height` (its IHDR rewritten, checksum included): a decompression bomb's header. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage(300, 300, 'png'));
  // Signature (8), then IHDR: length (4), type (4), width (4), height (4)…, and its CRC over type and data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The mean, over rows (or columns), of how much a greyscale image varies along each. */
export async function meanSpread(image: Buffer, along: 'rows' | 'columns'): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const lines = along === 'rows' ? info.height : info.width;
  const length = along === 'rows' ? info.width : info.height;
  let total = 0;
  for (let line = 0; line < lines; line += 1) {
    const values = Array.from({ length }, (_, i) => data[along === 'rows' ? line * info.width + i : i * info.width + line] ?? 0);
    total += Math.max(...values) - Math.min(...values);
  }
  return total / lines;
}

/**
 * A raw request whose head declares `declared` bytes of body, of which nothing is sent: the status the server
 * answers before reading any (fetch would insist on sending the body first).
 */
export function statusBeforeBody(url: string, headers: Record<string, string>, declared: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(declared) } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

/** A raw GET of a path as written, which fetch would normalise (`..`, `%2e%2e`). */
export function rawGet(url: string, pathname: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    http
      .get({ hostname, port, path: pathname }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }));
      })
      .on('error', reject);
  });
}

/**
 * A raw POST whose body is streamed without a declared length (chunked), up to `total` bytes, stopping once the
 * server answers: the status of a body that only grows too large while it is read.
 */
export function statusOfStreamedBody(url: string, headers: Record<string, string>, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server may close the connection as soon as it has answered: a write after that fails, and is no error here.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 1);
    const writeMore = (sent: number): void => {
      if (answered || sent >= total) return void request.end();
      if (request.write(chunk)) return writeMore(sent + chunk.length);
      request.once('drain', () => writeMore(sent + chunk.length));
    };
    writeMore(0);
  });
}

/** A PNG cut in half: a sound header over pixel data that ends too soon. */
export async function truncatedPng(side: number): Promise<Buffer> {
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: '#888' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}
