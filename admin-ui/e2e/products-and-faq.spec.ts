import { expect, test } from '@playwright/test';
import { chooseImage, field, png } from './content-form';
import { authHeaders, expectNoCriticalA11yViolations, screenshot, signInAsAdmin } from './support';

test.describe('content: products and FAQ', () => {
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
});
