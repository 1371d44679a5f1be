// Growth seeding shared by `make bench` and the large-network tests: members m<from>…m<to-1> inserted in SQL.
// Every tenth is pending; the others expire spread from a year ago to a year ahead, one day apart.
export async function seedMembers(query, from, to) {
  await query(
    `INSERT INTO users (username, email, name, code, slug, whatsapp, city, status, role, "approvedAt", "paymentExpiresAt", "createdAt")
     SELECT 'm' || i, 'miembro' || i || '@example.com', (ARRAY['Ana', 'Luis', 'Marta', 'Jorge', 'Sofía'])[i % 5 + 1] || ' Pérez ' || i,
            'm' || i, 'm' || i, '+57300' || lpad(i::text, 7, '0'), (ARRAY['Cali', 'Bogotá', 'Medellín'])[i % 3 + 1],
            CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END, 'user',
            CASE WHEN i % 10 = 0 THEN NULL ELSE now() - (i % 700) * interval '1 day' END,
            CASE WHEN i % 10 = 0 THEN NULL ELSE now() + ((i % 730) - 365) * interval '1 day' END,
            now() - (i % 700) * interval '1 day'
       FROM generate_series($1::int, $2::int) i`,
    [from, to - 1],
  );
}
