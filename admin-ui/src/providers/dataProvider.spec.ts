import { describe, expect, it, vi } from 'vitest';
import {
  createDataProvider,
  normalizeAnnouncement,
  normalizeFeature,
  normalizeTeamImage,
  resolveImage,
} from './dataProvider';

type Call = { url: string; method: string; body?: unknown };

function fakeHttp(response: unknown = {}, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const http = vi.fn(async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
    calls.push({
      url,
      method: options.method ?? 'GET',
      body: options.body ? JSON.parse(options.body as string) : undefined,
    });
    return { status: 200, headers: new Headers(headers), body: JSON.stringify(response), json: response };
  });
  return { http, calls };
}

describe('admin actions of the data provider', () => {
  it('approves a registration with PUT /api/admin/users/{id}/approve and the password', async () => {
    const { http, calls } = fakeHttp({ id: 5, status: 'approved' });
    const result = await createDataProvider(http).approveUser(5, 'secreto1');
    expect(calls).toEqual([{ url: '/api/admin/users/5/approve', method: 'PUT', body: { password: 'secreto1' } }]);
    expect(result.data).toEqual({ id: 5, status: 'approved' });
  });

  it('rejects a registration with PUT /api/admin/users/{id}/reject and no body', async () => {
    const { http, calls } = fakeHttp({ id: 7 });
    await createDataProvider(http).rejectUser(7);
    expect(calls).toEqual([{ url: '/api/admin/users/7/reject', method: 'PUT', body: undefined }]);
  });

  it('renews a member with POST /api/admin/renew-user/{id}, naming the expiry it extends', async () => {
    const { http, calls } = fakeHttp({
      id: 3,
      message: 'Renovación exitosa',
      paymentExpiresAt: '2028-01-01T00:00:00.000Z',
    });
    const renewed = await createDataProvider(http).renewUser(3, '2027-01-01T00:00:00.000Z');
    expect(calls).toEqual([
      {
        url: '/api/admin/renew-user/3',
        method: 'POST',
        body: { expectedExpiresAt: '2027-01-01T00:00:00.000Z' },
      },
    ]);
    expect(renewed.message).toBe('Renovación exitosa');
  });

  it('lists members near expiration for the chosen period', async () => {
    const { http, calls } = fakeHttp([]);
    await createDataProvider(http).usersNearExpiration(15);
    expect(calls[0]).toEqual({ url: '/api/admin/users-near-expiration?days=15', method: 'GET', body: undefined });
  });

  it('cleans broken files with POST /api/admin/cleanup-files and returns the count', async () => {
    const { http, calls } = fakeHttp({ message: 'Se limpiaron 2 archivos', cleanedCount: 2 });
    const result = await createDataProvider(http).cleanupFiles();
    expect(calls).toEqual([{ url: '/api/admin/cleanup-files', method: 'POST', body: undefined }]);
    expect(result.cleanedCount).toBe(2);
  });

  it('migrates images with POST /api/admin/migrate-all-images and returns the results per group', async () => {
    const results = {
      users: { success: 1, failed: 0, skipped: 2 },
      gallery: { success: 0, failed: 1, skipped: 0 },
      announcements: { success: 3, failed: 0, skipped: 0 },
    };
    const { http, calls } = fakeHttp({ results });
    const result = await createDataProvider(http).migrateImages();
    expect(calls).toEqual([{ url: '/api/admin/migrate-all-images', method: 'POST', body: undefined }]);
    expect(result.results).toEqual(results);
  });

  it('saves account pricing with POST /api/account-pricing (not under /admin)', async () => {
    const { http, calls } = fakeHttp({});
    await createDataProvider(http).updateAccountPricing({
      regularPrice: 400000,
      discountPrice: 300000,
      discountCodes: 'A, B',
    });
    expect(calls[0]).toEqual({
      url: '/api/account-pricing',
      method: 'POST',
      body: { regularPrice: 400000, discountPrice: 300000, discountCodes: 'A, B' },
    });
  });

  it('changes the admin password with POST /api/admin/change-password and keeps the fresh token', async () => {
    localStorage.setItem('token', 'old-token');
    const { http, calls } = fakeHttp({ message: 'ok', token: 'fresh-token' });
    await createDataProvider(http).changePassword({
      currentPassword: 'a',
      newPassword: 'bbbbbb',
      confirmPassword: 'bbbbbb',
    });
    expect(calls[0]).toMatchObject({ url: '/api/admin/change-password', method: 'POST' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it('speaks ra-data-simple-rest for lists under /api/admin', async () => {
    const { http, calls } = fakeHttp([{ id: 1 }], { 'Content-Range': 'users 0-0/1' });
    const result = await createDataProvider(http).getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ana', status: 'pending' },
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/users');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'ana', status: 'pending' });
    expect(result.total).toBe(1);
  });
});

describe('image fields are uploaded before the record is saved', () => {
  it('uploads a newly chosen file first, then creates the product with the returned url', async () => {
    const order: string[] = [];
    const { http, calls } = fakeHttp({ id: 9 });
    const upload = vi.fn(async () => {
      order.push('upload');
      return { url: '/uploads/images/p.webp', publicId: 'images/p.webp' };
    });
    http.mockImplementationOnce(async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
      order.push('save');
      calls.push({ url, method: options.method ?? 'GET', body: JSON.parse(options.body as string) });
      return { status: 201, headers: new Headers(), body: '{}', json: { id: 9 } };
    });
    const file = new File([new Uint8Array(2048)], 'p.png', { type: 'image/png' });
    await createDataProvider(http, upload).create('products', {
      data: { name: 'Multydrink', image: { rawFile: file, src: 'blob:x', title: 'p.png' } },
    });
    expect(order).toEqual(['upload', 'save']);
    expect(upload).toHaveBeenCalledWith(file);
    expect(calls[0]).toMatchObject({
      url: '/api/admin/products',
      method: 'POST',
      body: { name: 'Multydrink', image: '/uploads/images/p.webp' },
    });
  });

  it('keeps the stored url when the image was not changed', async () => {
    expect(await resolveImage('/uploads/a.webp', vi.fn())).toBe('/uploads/a.webp');
    expect(await resolveImage({ src: '/uploads/a.webp' }, vi.fn())).toBe('/uploads/a.webp');
    expect(await resolveImage(null, vi.fn())).toBeNull();
  });

  it('does not save the record when the upload fails', async () => {
    const { http } = fakeHttp({ id: 1 });
    const upload = vi.fn(async () => {
      throw new Error('Solo se permiten archivos de imagen (JPEG, PNG, WebP, HEIC)');
    });
    const file = new File([new Uint8Array(2048)], 'p.png', { type: 'image/png' });
    await expect(
      createDataProvider(http, upload).create('team-images', { data: { imageUrl: { rawFile: file } } }),
    ).rejects.toThrow('Solo se permiten');
    expect(http).not.toHaveBeenCalled();
  });
});

describe('announcement and feature payloads', () => {
  it('keeps only the chosen medium and the field of the chosen target', () => {
    expect(
      normalizeAnnouncement({
        title: 'A',
        mediaType: 'image',
        image: '/i.webp',
        videoUrl: '/v.mp4',
        targetType: 'all',
      }),
    ).toEqual({
      title: 'A',
      mediaType: 'image',
      image: '/i.webp',
      videoUrl: null,
      targetType: 'all',
      targetCity: null,
      targetCountry: null,
    });
    expect(
      normalizeAnnouncement({
        mediaType: 'video',
        image: '/i.webp',
        videoUrl: '/v.mp4',
        targetType: 'city',
        targetCity: 'Cali',
        targetCountry: 'Chile',
      }),
    ).toEqual({
      mediaType: 'video',
      image: null,
      videoUrl: '/v.mp4',
      targetType: 'city',
      targetCity: 'Cali',
      targetCountry: null,
    });
  });

  it('sends the team image switch as active', () => {
    expect(normalizeTeamImage({ imageUrl: '/t.webp', isActive: false })).toEqual({
      imageUrl: '/t.webp',
      active: false,
    });
    expect(normalizeTeamImage({ imageUrl: '/t.webp' })).toEqual({ imageUrl: '/t.webp', active: true });
  });

  it('drops empty benefits and ingredients, and ingredients outside Multydrink', () => {
    expect(
      normalizeFeature({ productType: 'multydrink', benefits: ['Energía', ' ', ''], ingredients: ['Té verde', ''] }),
    ).toMatchObject({ benefits: ['Energía'], ingredients: ['Té verde'] });
    expect(normalizeFeature({ productType: 'multytest', benefits: [null, 'ADN'], ingredients: ['x'] })).toMatchObject({
      benefits: ['ADN'],
      ingredients: [],
    });
  });
});
