/** 16-bit mono PCM WAV files: the format every audio step of the generator reads and writes. */

export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Reads a 16-bit mono PCM WAV (as espeak-ng writes it), walking the RIFF chunks rather than assuming a 44-byte header. */
export function decodeWav(file: Buffer): { samples: Float32Array; sampleRate: number } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') throw new Error('Not a WAV file');
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= file.length; ) {
    const id = file.toString('ascii', offset, offset + 4);
    // espeak-ng streams its output and may leave the data size at its 0x7fffffff placeholder.
    const size = Math.min(file.readUInt32LE(offset + 4), file.length - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = file.readUInt16LE(body);
      const channels = file.readUInt16LE(body + 2);
      const bits = file.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error(`Expected 16-bit mono PCM, got format ${format}, ${channels} ch, ${bits} bit`);
      sampleRate = file.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      const samples = new Float32Array(Math.floor(size / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = file.readInt16LE(body + i * 2) / 32768;
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}
