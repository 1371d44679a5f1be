import { expect, test } from '@playwright/test';
import { chooseImage, field, png } from './content-form';
import { authHeaders, expectNoCriticalA11yViolations, makeMp4, screenshot, signInAsAdmin } from './support';

test.describe('content: announcements', () => {
  test('an announcement targeted to a city appears only in that city', async ({ page, request }) => {
    const admin = await signInAsAdmin(page, request);
    await page.goto('/admin/announcements');
    await screenshot(page, '11-anuncios');
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('link', { name: 'Crear' }).click();
    await field(page, 'Título').fill('Lanzamiento en Cali E2E');
    await field(page, 'Descripción').fill('Evento de lanzamiento.\nInscríbete en https://multyhealth.example/cali');
    await chooseImage(page, png('cali.png', 11));
    await expect(page.locator('.previews img')).toBeVisible();

    // Choosing video hides the image and asks for a file or URL; back to image keeps the form valid.
    await page.getByRole('radio', { name: 'Video' }).check();
    await expect(page.getByRole('button', { name: 'Subir video' })).toBeVisible();
    await page.getByRole('radio', { name: 'Imagen' }).check();
    await chooseImage(page, png('cali.png', 11));

    await page.getByRole('combobox', { name: 'Audiencia' }).click();
    await page.getByRole('option', { name: 'Una ciudad' }).click();
    await page.getByRole('combobox', { name: 'Ciudad' }).click();
    await page.getByRole('option', { name: 'Cali', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await screenshot(page, '12-anuncio-crear');
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Anuncio creado')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Lanzamiento en Cali E2E' });
    await expect(row).toContainText('Ciudad: Cali');
    await expect(row).toContainText('Con enlaces');
    await expect(row).toContainText('Activo');

    const titles = async (city: string) =>
      (
        (await (await request.get(`/api/announcements?city=${encodeURIComponent(city)}`)).json()) as { title: string }[]
      ).map((a) => a.title);
    expect(await titles('Cali')).toContain('Lanzamiento en Cali E2E');
    expect(await titles('Bogotá')).not.toContain('Lanzamiento en Cali E2E');

    const [created] = await (
      await request.get(
        `/api/admin/announcements?filter=${encodeURIComponent(JSON.stringify({ q: 'Lanzamiento en Cali E2E' }))}`,
        { headers: authHeaders(admin) },
      )
    ).json();
    expect(created).toMatchObject({
      targetType: 'city',
      targetCity: 'Cali',
      targetCountry: null,
      mediaType: 'image',
      videoUrl: null,
    });
    expect(created.image).toMatch(/^\/uploads\//);

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Anuncio eliminado')).toBeVisible();
    await expect.poll(async () => titles('Cali'), { timeout: 20_000 }).not.toContain('Lanzamiento en Cali E2E');
  });

  test('a video announcement for a country: the file is uploaded first with progress, the image is cleared', async ({
    page,
    request,
  }) => {
    const admin = await signInAsAdmin(page, request);
    await page.goto('/admin/announcements/create');
    await field(page, 'Título').fill('Video para Colombia E2E');
    await field(page, 'Descripción').fill('Mira el video del evento.');
    await chooseImage(page, png('antes.png', 3));
    await page.getByRole('radio', { name: 'Video' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debes subir un archivo de video o ingresar una URL')).toBeVisible();

    await page
      .getByTestId('videoUrl-file')
      .setInputFiles({ name: 'evento.mp4', mimeType: 'video/mp4', buffer: makeMp4() });
    await expect(page.getByText('Video cargado')).toBeVisible();
    await expect(field(page, 'URL del video')).toHaveValue(/^\/uploads\//);

    await page.getByRole('combobox', { name: 'Audiencia' }).click();
    await page.getByRole('option', { name: 'Un país' }).click();
    await page.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('option', { name: 'Colombia', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await screenshot(page, '12b-anuncio-video');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Anuncio creado')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Video para Colombia E2E' })).toContainText('País: Colombia');

    const [created] = await (
      await request.get(
        `/api/admin/announcements?filter=${encodeURIComponent(JSON.stringify({ q: 'Video para Colombia E2E' }))}`,
        { headers: authHeaders(admin) },
      )
    ).json();
    expect(created).toMatchObject({
      mediaType: 'video',
      image: null,
      targetType: 'country',
      targetCountry: 'Colombia',
      targetCity: null,
    });
    expect(created.videoUrl).toMatch(/^\/uploads\//);
    const inCountry = (await (await request.get('/api/announcements?country=Colombia')).json()) as { title: string }[];
    expect(inCountry.map((a) => a.title)).toContain('Video para Colombia E2E');
  });

  test('cleans broken files from the announcements list', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/announcements');
    await page.getByRole('button', { name: 'Limpiar archivos rotos' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Se eliminarán las imágenes de galería de los distribuidores y del equipo',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Limpiar' }).click();
    await expect(
      page
        .locator('[role="status"], [role="alert"]')
        .filter({ hasText: /archivo|limpi/i })
        .first(),
    ).toBeVisible();
  });
});
