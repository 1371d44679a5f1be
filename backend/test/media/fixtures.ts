import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { bearer, type TestApp } from '../support/test-app.js';

export const MB = 1024 * 1024;

/** Random pixels, so small fixtures are still over 1 KB after compression. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A landscape JPEG whose EXIF says "rotate 90°" (so it displays as portrait) and carries GPS and camera data. */
export function jpegWithGps(width = 400, height = 200): Promise<Buffer> {
  return noise(width, height)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TelefonoDePrueba', Model: 'Modelo X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 15/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '75/1 34/1 0/1' },
    })
    .toBuffer();
}

export const png = (width = 300, height = 300) => noise(width, height).png().toBuffer();
export const webp = (width = 300, height = 300) => noise(width, height).webp({ quality: 90 }).toBuffer();
export const largePng = () => noise(2400, 1800).png({ compressionLevel: 1 }).toBuffer();

/**
 * Roughly what a phone writes: 4032×3024 JPEG at high quality with EXIF and GPS, about 5 MB. Smooth gradients
 * with a little grain, so it compresses like a photograph rather than like pure noise.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  const grain = randomBytes(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const g = grain[i] % 32;
      pixels[i * 3] = ((x * 255) / width + g) & 255;
      pixels[i * 3 + 1] = ((y * 255) / height + g) & 255;
      pixels[i * 3 + 2] = (((x + y) * 128) / width + g) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 1 })
    .withExif({ IFD0: { Make: 'TelefonoDePrueba' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 0/1' } })
    .toBuffer();
}

/** A real image under 1 KB. */
export const tinyPng = () => noise(14, 14).png().toBuffer();

export const textAsPng = Buffer.from('Esto no es una imagen, es texto plano con extensión .png\n'.repeat(40));
export const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script>${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
);
export const html = Buffer.from(
  `<!doctype html><html><body><script>alert(document.cookie)</script>${'<p>hola</p>'.repeat(150)}</body></html>`,
);

/** 20000×20000 pixels (400 MP) in a ~50 KB PNG: one-bit grey, all zeros, deflated. */
export function pixelBomb(side = 20_000): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const raw = Buffer.alloc(row.length * side);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO-BMFF 'ftyp' box (what file-type reads) followed by an 'mdat' box of padding. */
export function videoHeader(brand: 'isom' | 'qt  ' = 'isom', totalBytes = 4096): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand === 'isom' ? 'isomiso2mp41' : 'qt  qt  qt  ', 16, 'latin1');
  const mdat = Buffer.alloc(totalBytes - 28);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** An EBML header with DocType "webm" (what file-type reads), padded. */
export function webmHeader(totalBytes = 4096): Buffer {
  const header = Buffer.from(`1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102`, 'hex');
  return Buffer.concat([header, Buffer.alloc(totalBytes - header.length)]);
}

/** A real HEIC (HEVC-coded, 96×64), made once with libheif's heif-enc: sharp cannot write HEVC. */
export const heic = () => readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'photo.heic'));

/** Uploads a fresh PNG as the member holding `token`; the upload's answer (`url`, `publicId`, …). */
export async function uploadPng(t: TestApp, token: string, name = 'a.png'): Promise<{ url: string; publicId: string }> {
  return (
    await t
      .http()
      .post('/api/upload')
      .set(bearer(token))
      .attach('image', await png(), name)
      .expect(201)
  ).body;
}
