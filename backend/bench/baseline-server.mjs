// The yardstick: a bare node:http server answering the public page from the same database with hand-written
// pg queries (the same single statement the API uses: the page read and the visit insert), no framework at all.
import { createServer } from 'node:http';
import pg from 'pg';

const PAGE_SQL = `
SELECT u.id,
  json_build_object('name', u.name, 'code', u.code, 'city', u.city, 'country', u.country, 'photo', u.photo,
    'whatsapp', u.whatsapp, 'whatsappMessage', u."whatsappMessage", 'personalMessage', u."personalMessage",
    'showPrices', u."showPrices", 'showFAQ', u."showFAQ", 'sellerProfileVideoUrl', u."sellerProfileVideoUrl") AS "user",
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'city', t.city, 'videoUrl', t."videoUrl",
      'photo', t.photo, 'message', t.message, 'rating', t.rating, 'createdAt', t."createdAt") ORDER BY t."createdAt" DESC, t.id DESC)
    FROM testimonials t WHERE t."userId" = u.id), '[]') AS testimonials,
  COALESCE((SELECT json_agg(json_build_object('productId', p."productId", 'customPrice', p."customPrice") ORDER BY p."productId")
    FROM user_product_prices p WHERE p."userId" = u.id), '[]') AS "userProductPrices",
  COALESCE((SELECT json_agg(json_build_object('id', g.id, 'imageUrl', g."imageUrl", 'title', g.title, 'description', g.description)
      ORDER BY g."createdAt" DESC, g.id DESC)
    FROM gallery_images g WHERE g."userId" = u.id AND g."isActive"), '[]') AS "galleryImages"
FROM users u
WHERE u.slug = $1 AND u.role = 'user' AND u.status = 'approved' AND u."paymentExpiresAt" > now()`;

export function startBaseline(databaseUrl, port) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = createServer(async (req, res) => {
    const slug = decodeURIComponent(req.url.split('/').pop());
    const { rows } = await pool.query(
      `WITH page AS (${PAGE_SQL}),
            visit AS (INSERT INTO analytics ("userId", type, "userAgent", ip) SELECT id, 'visit', $2, $3 FROM page)
       SELECT * FROM page`,
      [slug, req.headers['user-agent'] ?? null, req.socket.remoteAddress],
    );
    if (!rows.length) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"message":"Usuario no encontrado"}');
      return;
    }
    const { id: _id, ...page } = rows[0];
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(page));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: async () => { server.close(); await pool.end(); } }),
    ),
  );
}
