// temp helper (not committed): tile a tall screenshot into side-by-side columns for viewing
import sharp from 'sharp';
const [,, file, out, colH = '1800', cols = '4', scale = '1'] = process.argv;
const img = sharp(file); const { width, height } = await img.metadata();
const H = Number(colH), C = Number(cols), S = Number(scale);
const tiles = [];
for (let y = 0, i = 0; y < height && i < C; y += H, i++) {
  const h = Math.min(H, height - y);
  const buf = await sharp(file).extract({ left: 0, top: y, width, height: h }).resize(Math.round(width * S)).png().toBuffer();
  tiles.push({ input: buf, left: i * Math.round(width * S + 10), top: 0 });
}
await sharp({ create: { width: C * Math.round(width * S + 10), height: Math.round(H * S), channels: 3, background: '#888' } }).composite(tiles).png().toFile(out);
console.log(out, Math.ceil(height / H), 'segments total');
