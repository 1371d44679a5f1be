import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';
import * as fixture from './fixtures.js';

describe('a file used by two records', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('is deleted only when the last record that points to it goes', async () => {
    const seller = await createSeller(t);
    const auth = bearer(seller.token);
    const { url } = (
      await t
        .http()
        .post('/api/upload')
        .set(auth)
        .attach('image', await fixture.png(), 'a.png')
        .expect(201)
    ).body;
    const first = (
      await t.http().post('/api/protected/gallery').set(auth).send({ imageUrl: url, title: 'Uno' }).expect(201)
    ).body;
    const second = (
      await t.http().post('/api/protected/gallery').set(auth).send({ imageUrl: url, title: 'Dos' }).expect(201)
    ).body;

    await t.http().delete(`/api/protected/gallery/${first.id}`).set(auth).expect(200);
    await t.http().get(url).expect(200);
    await t.http().delete(`/api/protected/gallery/${second.id}`).set(auth).expect(200);
    await t.http().get(url).expect(404);
    expect(await t.sql(`SELECT id FROM media_files WHERE url = $1`, [url])).toEqual([]);
  });
});
