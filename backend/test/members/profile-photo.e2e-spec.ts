import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import * as fixture from '../media/fixtures.js';

describe('PUT /api/protected/profile: the profile photo file', () => {
  let t: TestApp;
  let seller: TestSeller;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
  const upload = () => fixture.uploadPng(t, seller.token);
  const save = (body: object) =>
    t.http().put('/api/protected/profile').set(bearer(seller.token)).send(body).expect(200);

  it('deletes a replaced or removed photo only once the saved profile no longer points to it', async () => {
    const first = await upload();
    await save({ photo: first.url });
    expect(onDisk(first.url)).toBe(true);

    // Saving other fields leaves the photo and its file alone.
    await save({ personalMessage: 'Hola' });
    expect(onDisk(first.url)).toBe(true);

    const second = await upload();
    expect((await save({ photo: second.url })).body.photo).toBe(second.url);
    expect(onDisk(first.url)).toBe(false);
    expect(onDisk(second.url)).toBe(true);

    // Saving the same photo again keeps it.
    await save({ photo: second.url, city: 'Cali' });
    expect(onDisk(second.url)).toBe(true);

    expect((await save({ photo: '' })).body.photo).toBeNull();
    expect(onDisk(second.url)).toBe(false);
  });

  it('keeps the file when the update is refused', async () => {
    const kept = await upload();
    await save({ photo: kept.url });
    await t.http().put('/api/protected/profile').set(bearer(seller.token)).send({ photo: '', city: 'x' }).expect(400);
    expect(onDisk(kept.url)).toBe(true);
    expect((await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200)).body.photo).toBe(
      kept.url,
    );
  });
});
