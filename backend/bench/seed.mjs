// A realistic data set for the benchmarks, written with SQL (fast, and independent of the API under test).
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const SELLER = { slug: 'bench-seller', email: 'seller@bench.local', password: 'bench-seller-1' };

export async function seedShowcase(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const q = (sql, params) => db.query(sql, params);
    const products = await q(
      `INSERT INTO products (name, description, image, benefits, price, "minPrice", type)
       VALUES ('Multydrink', 'Bebida de energía y protección', '/images/products/multydrink.webp', 'Energía, Defensas', 180000, 150000, 'multydrink'),
              ('Multytest', 'Test epigenético', '/images/products/multytest.webp', 'Informe, Plan', 450000, 400000, 'other')
       RETURNING id`,
    );
    const [{ id }] = (
      await q(
        `INSERT INTO users (username, email, password, name, code, slug, whatsapp, city, photo, "personalMessage", "whatsappMessage",
                            "showPrices", status, role, "approvedAt", "paymentExpiresAt")
         VALUES ($1, $2, $3, 'Vendedora Bench', $1, $1, '+573001112233', 'Cali', '/images/demo/laura.webp',
                 'Hola, soy tu distribuidora Multyhealth en Cali.', 'Hola, quiero información', true, 'approved', 'user', now(), now() + interval '1 year')
         RETURNING id`,
        [SELLER.slug, SELLER.email, await hash(SELLER.password)],
      )
    ).rows;
    await q(
      `INSERT INTO testimonials (name, city, message, rating, "userId")
       SELECT 'Cliente ' || i, 'Cali', 'Excelente producto y atención, lo recomiendo a todos mis amigos. ' || i, 5, $1 FROM generate_series(1, 20) i`,
      [id],
    );
    await q(
      `INSERT INTO gallery_images ("userId", "imageUrl", title, description)
       SELECT $1, '/images/demo/galeria-' || (i % 3 + 1) || '.webp', 'Foto ' || i, 'Entrega número ' || i FROM generate_series(1, 30) i`,
      [id],
    );
    for (const [index, product] of products.rows.entries()) {
      await q(`INSERT INTO user_product_prices ("userId", "productId", "customPrice") VALUES ($1, $2, $3)`, [
        id,
        product.id,
        index ? 420000 : 165000,
      ]);
    }
    await q(
      `INSERT INTO announcements (title, description, image, "order", "targetType", "targetCity", "targetCountry")
       SELECT 'Anuncio ' || i, 'Descripción del anuncio ' || i, '/images/announcements/nuevo-sabor.webp', i,
              (ARRAY['all', 'city', 'country'])[i % 3 + 1],
              CASE WHEN i % 3 = 1 THEN (ARRAY['Cali', 'Bogotá', 'Medellín'])[i % 3 + 1] END,
              CASE WHEN i % 3 = 2 THEN 'Colombia' END
         FROM generate_series(1, 12) i`,
    );
    return id;
  } finally {
    await db.end();
  }
}
