import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each seller's orders per status (their own test orders included, as their list shows them), kept exact by a
 * trigger, so the total of a seller's order list ('Pedidos', and its 'nuevo' badge) does not count the seller's whole
 * history on every request: counting 100,000 orders took 15 ms per request (docs/performance.md).
 * An order counts in slot `id % 8` of its seller and status, always the same one: the row a new order adds to stays
 * locked until its transaction commits, and with one row per status, a seller's orders placed at the same moment
 * waited on each other (a quarter fewer orders per second at 32 at once). The total is the sum of the slots.
 */
export class SellerOrderCounts1736700000000 implements MigrationInterface {
  name = 'SellerOrderCounts1736700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seller_order_counts (
        "sellerId" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL,
        slot smallint NOT NULL,
        n integer NOT NULL,
        PRIMARY KEY ("sellerId", status, slot)
      )`);
    await q.query(`
      INSERT INTO seller_order_counts ("sellerId", status, slot, n)
      SELECT "sellerId", status, id % 8, count(*) FROM orders
       WHERE "sellerId" IS NOT NULL
       GROUP BY "sellerId", status, id % 8`);
    await q.query(`
      CREATE FUNCTION count_seller_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."sellerId" IS NOT NULL THEN
          UPDATE seller_order_counts SET n = n - 1
           WHERE "sellerId" = OLD."sellerId" AND status = OLD.status AND slot = OLD.id % 8;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."sellerId" IS NOT NULL THEN
          INSERT INTO seller_order_counts ("sellerId", status, slot, n) VALUES (NEW."sellerId", NEW.status, NEW.id % 8, 1)
          ON CONFLICT ("sellerId", status, slot) DO UPDATE SET n = seller_order_counts.n + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER orders_count_per_seller AFTER INSERT OR DELETE OR UPDATE OF "sellerId", status ON orders
      FOR EACH ROW EXECUTE FUNCTION count_seller_orders()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS orders_count_per_seller ON orders`);
    await q.query(`DROP FUNCTION IF EXISTS count_seller_orders()`);
    await q.query(`DROP TABLE IF EXISTS seller_order_counts`);
  }
}
