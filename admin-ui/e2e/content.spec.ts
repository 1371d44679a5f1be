import { expect, test, type Page } from '@playwright/test';
import { authHeaders, expectNoCriticalA11yViolations, makeMp4, makePng, screenshot, signInAsAdmin } from './support';

const png = (name: string, seed: number) => ({ name, mimeType: 'image/png', buffer: makePng(200, 150, seed) });

/** A text or number input by its accessible name (labels of required inputs carry a hidden asterisk). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }));
}

async function chooseImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('.ra-input input[type="file"]').first().setInputFiles(file);
}

test.describe('content', () => {
  test('creates, edits and deletes a product with a real image upload', async ({ page, request }) => {
    const admin = await signInAsAdmin(page, request);
    await page.goto('/admin/products');
    await expect(page.getByRole('row').filter({ hasText: 'Multydrink' }).first()).toBeVisible();
    await screenshot(page, '06-productos');
    await expectNoCriticalA11yViolations(page);

    await page.getByRole('link', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/create$/);
    await field(page, 'Nombre').fill('Kit Bienestar E2E');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El nombre y la descripción son obligatorios')).toBeVisible();
    await expect(page.getByText('Debes seleccionar una imagen para el producto')).toBeVisible();

    // A file that is not an image is refused before anything is sent.
    await chooseImage(page, { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.alloc(4096, 'a') });
    await expect(page.getByText('Solo se permiten archivos de imagen (JPEG, PNG, WebP, HEIC)').first()).toBeVisible();

    await chooseImage(page, png('kit.png', 7));
    await expect(page.locator('.previews img')).toBeVisible();
    await field(page, 'Descripción').fill('Multydrink y Multytest en un solo kit.');
    await field(page, 'Beneficios').fill('Energía, Protección\nBienestar');
    await field(page, 'Precio (COP)').fill('320000');
    await expect(page.getByText('$ 320.000 COP')).toBeVisible();
    await field(page, 'Precio mínimo (COP)').fill('300000');
    await screenshot(page, '07-producto-crear', { keepToasts: true });
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByText('Producto creado')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Kit Bienestar E2E' });
    await expect(row).toContainText('$ 320.000 COP');
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    const list = await request.get(
      `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'Kit Bienestar E2E' }))}`,
      { headers: authHeaders(admin) },
    );
    const [created] = await list.json();
    expect(created.image).toMatch(/^\/uploads\//);
    expect((await request.get(created.image)).status()).toBe(200);

    await row.getByRole('link', { name: 'Editar' }).click();
    await expect(field(page, 'Nombre')).toHaveValue('Kit Bienestar E2E');
    await expect(page.locator('.previews img')).toHaveAttribute('src', created.image);
    await field(page, 'Precio (COP)').fill('99000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El precio mínimo no puede ser mayor que el precio')).toBeVisible();
    await field(page, 'Precio (COP)').fill('350000');
    await expect(page.getByText('$ 350.000 COP')).toBeVisible();
    await screenshot(page, '08-producto-editar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto actualizado')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Kit Bienestar E2E' })).toContainText('$ 350.000 COP');

    // No confirmation for products: the row goes away at once, with an undo in the toast.
    await page
      .getByRole('row')
      .filter({ hasText: 'Kit Bienestar E2E' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Producto eliminado')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Kit Bienestar E2E' })).toHaveCount(0);
    await expect
      .poll(
        async () => (await request.get(`/api/admin/products/${created.id}`, { headers: authHeaders(admin) })).status(),
        { timeout: 20_000 },
      )
      .toBe(404);
  });

  test('creates, edits and deletes a FAQ (order at least 1, confirmation before delete)', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/faq');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, '09-faq');
    await expectNoCriticalA11yViolations(page);
    const orders = ((await (await request.get('/api/faq')).json()) as { order: number }[]).map((f) => f.order);
    await page.getByRole('link', { name: 'Crear' }).click();
    // A new question goes last.
    await expect(field(page, 'Orden')).toHaveValue(String(Math.max(0, ...orders) + 1));
    await field(page, 'Pregunta').fill('¿Cuánto tarda el envío E2E?');
    await field(page, 'Respuesta').fill('Entre 2 y 5 días hábiles.');
    await field(page, 'Orden').fill('0');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El orden debe ser al menos 1')).toBeVisible();
    await field(page, 'Orden').fill('1.5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El orden debe ser un número entero')).toBeVisible();
    await field(page, 'Orden').fill('7');
    await screenshot(page, '10-faq-crear');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Pregunta creada')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: '¿Cuánto tarda el envío E2E?' });
    await row.getByRole('link', { name: 'Editar' }).click();
    await field(page, 'Respuesta').fill('Entre 1 y 3 días hábiles.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Pregunta actualizada')).toBeVisible();
    await expect(row).toContainText('Entre 1 y 3 días hábiles.');
    expect(
      ((await (await request.get('/api/faq')).json()) as { answer: string }[]).some(
        (f) => f.answer === 'Entre 1 y 3 días hábiles.',
      ),
    ).toBe(true);

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('dialog')).toContainText('¿Seguro que quieres eliminar esta pregunta frecuente?');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Pregunta eliminada')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

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

  test('global testimonials, product features and team images have their screens', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, '13-testimonios');
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('link', { name: 'Crear' }).click();
    await field(page, 'Nombre').fill('Testimonio E2E');
    await field(page, 'Ciudad').fill('Pereira');
    await field(page, 'Mensaje').fill('Excelente producto.');
    await field(page, 'Video de YouTube (URL)').fill('https://youtu.be/corto');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('URL de video no válida')).toBeVisible();
    await field(page, 'Video de YouTube (URL)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await screenshot(page, '14-testimonio-crear');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Testimonio creado')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Testimonio E2E' }).getByRole('link', { name: 'Ver video →' }),
    ).toBeVisible();

    await page.goto('/admin/product-features');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, '15-caracteristicas');
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('link', { name: 'Crear' }).click();
    await field(page, 'Título').fill('Característica E2E');
    await field(page, 'Descripción').fill('Hidratación y energía.');
    await field(page, 'Beneficio').first().fill('Más energía');
    await page.getByRole('button', { name: 'Agregar' }).first().click();
    await expect(field(page, 'Beneficio')).toHaveCount(2);
    await screenshot(page, '16-caracteristica-crear');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Característica creada')).toBeVisible();
    const features = (await (await request.get('/api/product-features')).json()) as {
      title: string;
      benefits: string[];
    }[];
    expect(features.find((f) => f.title === 'Característica E2E')?.benefits).toEqual(['Más energía']);

    await page.goto('/admin/team-images');
    await expect(page.getByTestId('team-card').first()).toBeVisible();
    await screenshot(page, '17-equipo');
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('link', { name: 'Crear' }).click();
    await field(page, 'Título (opcional)').fill('Equipo E2E');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debes proporcionar una imagen')).toBeVisible();
    await chooseImage(page, png('equipo.png', 5));
    await screenshot(page, '18-equipo-crear');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Imagen del equipo agregada')).toBeVisible();
    await expect(page.getByTestId('team-card').filter({ hasText: 'Equipo E2E' }).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
  });
});
