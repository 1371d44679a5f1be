import { expect } from '@playwright/test';
import { test } from './app-page';
import { join } from 'node:path';
import { ADMIN, apiLogin, blockOutsideHosts, DEMO_SELLER, loginInBrowser } from './support';

// Forms say before submit what the server would refuse; pages tell the truth about what they show.

const IMAGES = join(import.meta.dirname, '..', 'public', 'images');

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test("'Eliminar foto' then 'Cancelar' keeps the photo file; saving without it deletes the file", async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, DEMO_SELLER);
  const auth = { Authorization: `Bearer ${token}` };
  const original = (await (await request.get('/api/protected/dashboard', { headers: auth })).json()).photo;
  await loginInBrowser(page, request, DEMO_SELLER);
  await page.getByRole('tab', { name: 'Perfil' }).click();

  // A stored photo of her own, saved through the dialog.
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
  await dialog.getByTestId('image-file-input').setInputFiles(join(IMAGES, 'demo', 'laura.webp'));
  await expect(dialog.getByLabel('URL de la imagen')).toHaveValue(/^\/uploads\//);
  const photo = await dialog.getByLabel('URL de la imagen').inputValue();
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get(photo)).status()).toBe(200);

  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await dialog.getByRole('button', { name: 'Eliminar foto' }).click();
  await expect(dialog.getByLabel('URL de la imagen')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes).toEqual([]);
  expect((await request.get(photo)).status()).toBe(200);
  expect((await (await request.get('/api/protected/dashboard', { headers: auth })).json()).photo).toBe(photo);

  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await dialog.getByRole('button', { name: 'Eliminar foto' }).click();
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await request.get(photo)).status()).toBe(404);

  await request.put('/api/protected/profile', { headers: auth, data: { photo: original ?? '' } });
});

test('password change refuses the current password and shows the typed passwords on request', async ({
  page,
  request,
}) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
  await dialog.getByLabel('Contraseña actual').fill(DEMO_SELLER.password);
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill(DEMO_SELLER.password);
  await dialog.getByLabel('Confirmar nueva contraseña').fill(DEMO_SELLER.password);
  await expect(dialog.getByLabel('Contraseña actual')).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Mostrar contraseñas' }).click();
  await expect(dialog.getByLabel('Contraseña actual')).toHaveAttribute('type', 'text');
  await expect(dialog.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Ocultar contraseñas' }).click();
  await expect(dialog.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('type', 'password');

  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/protected/change-password') && sent.push(r.url()));
  await dialog.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(dialog.getByText('La nueva contraseña debe ser diferente de la actual')).toBeVisible();
  expect(sent).toEqual([]);
});

test("the video tab saves only a link it can play, 'live' links included", async ({ page, request }) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await page.getByRole('tab', { name: 'Video' }).click();
  const field = page.getByLabel('URL de YouTube');
  const save = page.getByRole('button', { name: 'Guardar Video' });

  await field.fill('https://www.youtube.com/watch?v=corto');
  await expect(page.getByText('URL de video no válida')).toBeVisible();
  await expect(save).toBeDisabled();

  await field.fill('https://www.youtube.com/live/dQw4w9WgXcQ?si=abc');
  await expect(page.getByTitle('Vista previa del video')).toHaveAttribute('src', /\/embed\/dQw4w9WgXcQ/);
  await expect(save).toBeEnabled();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/protected/video') && r.request().method() === 'PUT');
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Video actualizado')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar Video' }).click();
  await expect(page.getByText('Video eliminado')).toBeVisible();
});

test('testimonial and price fields show the server limits before submit', async ({ page, request }) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await page.getByRole('tab', { name: 'Testimonios' }).click();
  await page.getByRole('button', { name: 'Nuevo Testimonio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Testimonio' });
  await expect(dialog.getByText('0/2000 caracteres')).toBeVisible();
  await dialog.getByLabel('Mensaje').fill('a'.repeat(2001));
  await expect(dialog.getByText('2001/2000 caracteres')).toBeVisible();
  await dialog.getByLabel('Nombre').fill('Cliente');
  await dialog.getByLabel('Ciudad').selectOption({ index: 1 });
  const sent: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().endsWith('/api/protected/testimonials') && sent.push(r.url()),
  );
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('El mensaje no puede tener más de 2000 caracteres')).toBeVisible();
  expect(sent).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('tab', { name: 'Precios' }).click();
  const price = page.getByLabel('Tu precio').first();
  await price.fill('123456789012345678901');
  await expect(price).toHaveValue('1.234.567.890.123');
  await expect(page.getByText('Máx: $ 1.000.000.000 COP')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' }).first()).toBeDisabled();
});

test('the seller-code preview applies the server rule while typing', async ({ page }) => {
  await page.goto('/register');
  const code = page.getByLabel('Código de vendedor');
  for (const bad of ['mi código', 'josé', 'a/b', 'hola😀']) {
    await code.fill(bad);
    await expect(
      page.getByText('El código solo puede tener letras, números y guiones (sin espacios ni tildes)'),
    ).toBeVisible();
    await expect(page.getByText(/Tu página será/)).toHaveCount(0);
  }
  await code.fill('admin');
  await expect(page.getByText('Ese código está reservado, elige otro')).toBeVisible();
  await code.fill('x'.repeat(41));
  await expect(page.getByText('El código no puede tener más de 40 caracteres')).toBeVisible();
  await code.fill('Camila-2026');
  await expect(page.getByText(/Tu página será .*\/u\/camila-2026$/)).toBeVisible();
});

test("'Cerrar Sesión' in the dashboard goes to /", async ({ page, request }) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transforma Tu Futuro con Multyhealth' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('/u/{slug} has a skip link to its main content', async ({ page }) => {
  await page.goto('/u/laura');
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test("a YouTube corporate video shows the admin's thumbnail", async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${(await apiLogin(request, ADMIN)).token}` };
  const before = await (await request.get('/api/corporate-video')).json();
  const put = await request.put('/api/admin/corporate-video', {
    headers: admin,
    data: {
      title: before.title,
      description: before.description,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: '/images/team/equipo-1.webp',
    },
  });
  expect(put.ok(), await put.text()).toBeTruthy();
  try {
    await page.goto('/');
    const thumb = page.getByRole('button', { name: /^Reproducir:/ }).locator('img');
    await expect(thumb).toHaveAttribute('src', '/images/team/equipo-1.webp');
  } finally {
    await request.put('/api/admin/corporate-video', {
      headers: admin,
      data: {
        title: before.title,
        description: before.description,
        videoUrl: before.videoUrl,
        thumbnailUrl: before.thumbnailUrl,
      },
    });
  }
});

test('on a phone the floating chat button steps aside while the page scrolls', async ({ page }) => {
  await page.goto('/u/laura');
  await page.locator('#perfil').scrollIntoViewIfNeeded();
  const fab = page.locator('a.fab');
  await expect(fab).toHaveClass(/is-visible/);
  const classesWhileScrolling = await page.evaluate(async () => {
    const seen: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      window.scrollBy(0, 60);
      await new Promise((resolve) => setTimeout(resolve, 80));
      seen.push(document.querySelector('a.fab')!.classList.contains('is-visible'));
    }
    return seen;
  });
  expect(classesWhileScrolling).toEqual([false, false, false, false, false, false]);
  await expect(fab).toHaveClass(/is-visible/);
});
