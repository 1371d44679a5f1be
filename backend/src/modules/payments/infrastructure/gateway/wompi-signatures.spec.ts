import { createHash } from 'node:crypto';
import { eventChecksumMatches, integritySignature } from './wompi-signatures.js';

describe('Wompi signatures against the examples Wompi publishes', () => {
  it('signs a checkout as the widget documentation’s example (docs.wompi.co, Widget & Checkout Web, step 3)', () => {
    expect(
      integritySignature('sk8-438k4-xmxm392-sn2m', 2490000, 'COP', 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6'),
    ).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  // The events documentation (docs.wompi.co, Eventos) concatenates the signed properties, the timestamp and the
  // secret into the string below. The checksum it prints next to it (3476DDA5…8BD0) is not the SHA-256 of that
  // string; the string is the contract, so the test fixes the string and its real SHA-256.
  const documented = {
    data: { transaction: { id: '1234-1610641025-49201', status: 'APPROVED', amount_in_cents: 4490000 } },
    properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
    timestamp: 1530291411,
  };
  const secret = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
  const concatenated = '1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';
  const checksum = createHash('sha256').update(concatenated).digest('hex');

  it('verifies the events documentation’s example, in either case', () => {
    expect(checksum).toBe('5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe');
    expect(eventChecksumMatches(documented, checksum, secret)).toBe(true);
    expect(eventChecksumMatches(documented, checksum.toUpperCase(), secret)).toBe(true);
  });

  it('refuses the example with another secret, a changed amount, a reordered property list or a bad checksum', () => {
    expect(eventChecksumMatches(documented, checksum, 'prod_events_otro')).toBe(false);
    const changed = { ...documented, data: { transaction: { ...documented.data.transaction, amount_in_cents: 100 } } };
    expect(eventChecksumMatches(changed, checksum, secret)).toBe(false);
    expect(
      eventChecksumMatches({ ...documented, properties: [...documented.properties].reverse() }, checksum, secret),
    ).toBe(false);
    expect(eventChecksumMatches(documented, 'no-es-hex', secret)).toBe(false);
    expect(eventChecksumMatches({ ...documented, properties: ['transaction.missing'] }, checksum, secret)).toBe(false);
  });
});
