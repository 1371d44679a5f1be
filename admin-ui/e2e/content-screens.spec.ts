import { expect, test } from '@playwright/test';
import { chooseImage, field, png } from './content-form';
import { expectNoCriticalA11yViolations, screenshot, signInAsAdmin } from './support';

test.describe('content: testimonials, product features and team images', () => {
  test('global testimonials, product features and team images have their screens', async ({ page, request }) => {
    // Three screens, each created through its form and upload: more than the default budget on a busy machine.
    test.slow();
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
