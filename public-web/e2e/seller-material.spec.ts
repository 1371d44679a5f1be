import { expect } from '@playwright/test';
import { test } from './app-page';
import { formatWhatsapp } from '@multyhealth/rules';
import { mkdirSync } from 'node:fs';
import { ADMIN, DEMO_SELLER, apiLogin, blockOutsideHosts, expectAccessible, loginInBrowser, settle } from './support';

const SHOTS = process.env.SHOTS_DIR;
const stamp = Date.now().toString(36);
const caption = `¡Energía todo el día ${stamp}! ⚡\n<img src=x onerror="window.__hacked=1">`;

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('a seller opens Material on a phone, copies a caption and shares an item to WhatsApp', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const upload = await request.post('/api/upload', {
    headers,
    multipart: {
      image: { name: 'a.png', mimeType: 'image/png', buffer: await (await request.get('/images/hero.webp')).body() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = await upload.json();
  const created = await request.post('/api/admin/material', {
    headers,
    data: {
      title: `Foto para historias ${stamp}`,
      kind: 'imagen',
      fileUrl: url,
      caption,
      campaign: `Campaña ${stamp}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pdf = await request.post('/api/admin/upload-pdf', {
    headers,
    multipart: {
      file: {
        name: 'catalogo.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(60)}%%EOF\n`, 'latin1'),
      },
    },
  });
  expect(pdf.status(), await pdf.text()).toBe(201);
  const pdfUrl = (await pdf.json()).url as string;
  await request.post('/api/admin/material', {
    headers,
    data: { title: `Catálogo ${stamp}`, kind: 'pdf', fileUrl: pdfUrl, campaign: `Campaña ${stamp}` },
  });
  await request.post('/api/admin/material', {
    headers,
    data: { title: `Texto de bienvenida ${stamp}`, kind: 'texto', caption: 'Hola, te cuento de Multydrink.' },
  });

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const seller = await apiLogin(request, DEMO_SELLER);
  const me = await (
    await request.get('/api/protected/dashboard', { headers: { Authorization: `Bearer ${seller.token}` } })
  ).json();
  // Every share brings the customer to her: her name, her number and her page's link tagged with its source.
  const signature = `${me.name} · WhatsApp ${formatWhatsapp(me.whatsapp)}\nMira mis productos: ${new URL(`/u/${me.slug}?src=whatsapp`, baseURL).toString()}`;
  await loginInBrowser(page, request, DEMO_SELLER);
  await page.getByRole('tab', { name: 'Material' }).click();
  const group = page.getByRole('region', { name: `Campaña ${stamp}` });
  await expect(group).toBeVisible();
  const card = group.getByTestId('material-item').filter({ hasText: `Foto para historias ${stamp}` });
  await expect(card.getByRole('img', { name: `Foto para historias ${stamp}` })).toHaveAttribute('src', url);
  // The hostile part of the caption is shown as text, never run.
  await expect(card.getByTestId('material-caption')).toHaveText(caption);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();

  await card.getByRole('button', { name: 'Copiar texto' }).click();
  await expect(page.getByText('Texto copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);

  const share = card.getByRole('link', { name: 'Compartir por WhatsApp' });
  const href = (await share.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(new URL(href).searchParams.get('text')).toBe(
    `${caption}\n\n${new URL(url, baseURL).toString()}\n\n${signature}`,
  );
  await expect(card.getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', url);
  const pdfCard = group.getByTestId('material-item').filter({ hasText: `Catálogo ${stamp}` });
  await expect(pdfCard.getByRole('link', { name: 'Descargar' })).toHaveAttribute('download', `catalogo-${stamp}.pdf`);
  const pdfShare = new URL((await pdfCard.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href'))!);
  expect(pdfShare.searchParams.get('text')).toBe(
    `Catálogo ${stamp}\n\n${new URL(pdfUrl, baseURL).toString()}\n\n${signature}`,
  );

  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/vendedor-material-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'material');
});
