import { expect } from '@playwright/test';
import { test } from './app-page';
import { join } from 'node:path';
import { ADMIN, apiLogin, blockOutsideHosts, expectAccessible, screenshots } from './support';

const stamp = Date.now().toString(36);
const seller = {
  name: 'Camila Ríos',
  code: `camila-${stamp}`,
  email: `camila.${stamp}@example.com`,
  phone: '310 555 0101',
  password: 'clave-e2e-2026',
};
const IMAGES = join(import.meta.dirname, '..', 'public', 'images');

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

let memberId: number;

test('registration from a distributor invitation, with a discount code', async ({ page }) => {
  await page.goto('/u/laura');
  await page.getByRole('link', { name: 'Únete', exact: true }).click();
  await expect(page).toHaveURL(/\/register\?ref=laura$/);
  await expect(page.getByText('Te invitó: Laura Gómez')).toBeVisible();
  await expect(page.getByTestId('registration-total')).toHaveText('$ 350.000 COP');

  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('El código debe tener al menos 3 caracteres')).toBeVisible();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.getByText('El número de WhatsApp debe tener al menos 10 dígitos')).toBeVisible();
  await expect(page.getByText('Elige tu ciudad de la lista')).toBeVisible();
  await expect(page.getByText('Debes aceptar los Términos y Condiciones y la Política de Privacidad')).toBeVisible();

  await page.getByLabel('Nombre completo').fill('Pago urgente: evil.example/pagar');
  await expect(
    page.getByText(
      'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones (sin enlaces ni otros símbolos)',
    ),
  ).toBeVisible();
  await page.getByLabel('Nombre completo').fill(seller.name);
  await expect(page.getByText('El nombre solo puede tener letras')).toHaveCount(0);
  await page.getByLabel('Código de vendedor').fill(seller.code);
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('WhatsApp').fill(seller.phone);
  // Changing the country clears the city; the city list follows the country.
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByLabel('País').selectOption('México');
  await expect(page.getByLabel('Ciudad')).toHaveValue('');
  await expect(page.getByLabel('Ciudad').locator('option', { hasText: 'Guadalajara' })).toHaveCount(1);
  await page.getByLabel('País').selectOption('Colombia');
  await page.getByLabel('Indicativo').selectOption('+57');
  await page.getByLabel('Ciudad').selectOption('Cali');

  await page.getByLabel('Código de descuento (opcional)').fill('  multy2026 ');
  await expect(page.getByTestId('registration-total')).toHaveText('$ 250.000 COP');
  await expect(page.getByText('Código de descuento aplicado')).toBeVisible();
  await page.getByLabel('Código de descuento (opcional)').fill('OTRO');
  await expect(page.getByTestId('registration-total')).toHaveText('$ 350.000 COP');
  await expect(page.getByText('Este código de descuento no es válido. Se aplicará el precio regular.')).toBeVisible();
  await page.getByLabel('Código de descuento (opcional)').fill('Multy2026');
  await expect(page.getByTestId('registration-total')).toHaveText('$ 250.000 COP');

  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await screenshots(page, '05-register');
  await expectAccessible(page, 'register');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/register'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/register'));
  await page.getByRole('button', { name: 'Registrarme' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: seller.name,
    code: seller.code,
    whatsapp: '+573105550101',
    city: 'Cali',
    country: 'Colombia',
    discountCode: 'Multy2026',
    ref: 'laura',
    acceptTerms: true,
  });
  const response = await answered;
  expect(response.status()).toBe(201);
  memberId = (await response.json()).user.id;

  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
  await expect(page.getByText('¡Registro exitoso!')).toBeVisible();
  await expect(page.getByText('$ 250.000 COP por transferencia o consignación.')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(4);
  await screenshots(page, '06-register-success');
  await expectAccessible(page, 'register success');
});

test('a duplicate registration shows the server message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Otra Persona');
  await page.getByLabel('Código de vendedor').fill(seller.code);
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('WhatsApp').fill('3105550102');
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toHaveCount(0);
});

test('the admin approves through the API; the seller logs in and manages the page', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, ADMIN);
  const approval = await request.put(`/api/admin/users/${memberId}/approve`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { password: seller.password },
  });
  expect(approval.ok(), await approval.text()).toBeTruthy();

  await test.step('login', async () => {
    await page.goto('/login');
    await screenshots(page, '07-login');
    await expectAccessible(page, 'login');
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(seller.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Te damos la bienvenida')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mi Panel de Control' })).toBeVisible();
    await expect(page.getByText(`Hola, ${seller.name.split(' ')[0]}`, { exact: true })).toBeVisible();
  });

  await test.step('Resumen: account, days remaining, chart and QR code', async () => {
    await expect(page.getByTestId('days-remaining')).toHaveAttribute('data-tone', 'green');
    await expect(page.getByText('Configuración Actual')).toBeVisible();
    await expect(page.getByTestId('stat-visits')).toContainText('0');
    await expect(page.getByTestId('summary-empty')).toContainText('Sin actividad en los últimos 30 días');
    await expect(page.getByRole('img', { name: /Código QR de http/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar QR' }).click();
    expect((await download).suggestedFilename()).toBe(`multyhealth-${seller.code}-qr.png`);
    await screenshots(page, '08-dashboard-overview');
    await expectAccessible(page, 'dashboard overview');
  });

  await test.step('Perfil: edit profile with a photo upload, password rules', async () => {
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await screenshots(page, '09-dashboard-profile');
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload') && r.request().method() === 'POST');
    await dialog.getByTestId('image-file-input').setInputFiles(join(IMAGES, 'demo', 'laura.webp'));
    expect((await uploaded).ok()).toBeTruthy();
    await expect(page.getByText('Imagen procesada')).toBeVisible();
    await expect(dialog.getByLabel('URL de la imagen')).toHaveValue(/^\/uploads\//);
    await dialog.getByLabel('Mensaje Personal').fill('¡Hola! Soy Camila y te acompaño a sentirte mejor cada día.');
    await dialog.getByLabel('Mensaje de WhatsApp').fill('Hola Camila, vi tu página y quiero información.');
    await dialog.getByLabel('Mostrar precios de productos').check();
    await screenshots(page, '10-edit-profile-dialog', { fullPage: false });
    await expectAccessible(page, 'edit profile dialog');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    const password = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
    await password.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-1');
    await password.getByLabel('Confirmar nueva contraseña').fill('otra-clave-1');
    await password.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect(password.getByText('La contraseña actual es requerida')).toBeVisible();
    await expect(password.getByText('Las contraseñas no coinciden')).toBeVisible();
    await password.getByRole('button', { name: 'Cancelar' }).click();

    // A real change ends every earlier session; the page keeps the fresh token, so it stays signed in.
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await password.getByLabel('Contraseña actual').fill(seller.password);
    await password.getByLabel('Nueva contraseña', { exact: true }).fill('clave-e2e-nueva-1');
    await password.getByLabel('Confirmar nueva contraseña').fill('clave-e2e-nueva-1');
    await password.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
    await expect(page.getByText('Sesión Expirada')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Resumen' }).click();
    await expect(page.getByText('¡Hola! Soy Camila y te acompaño a sentirte mejor cada día.')).toBeVisible();
  });

  await test.step('Video: YouTube rules and live preview', async () => {
    await page.getByRole('tab', { name: 'Video' }).click();
    const url = page.getByLabel('URL de YouTube');
    await expect(page.getByRole('button', { name: 'Guardar Video' })).toBeDisabled();
    await url.fill('https://vimeo.com/12345');
    await expect(page.getByText('Por favor ingresa una URL válida de YouTube')).toBeVisible();
    await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.locator('iframe[title="Vista previa del video"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
    await page.getByRole('button', { name: 'Guardar Video' }).click();
    await expect(page.getByText('Video actualizado')).toBeVisible();
    await screenshots(page, '11-dashboard-video');
  });

  await test.step('Precios: the minimum is enforced, Enter submits', async () => {
    await page.getByRole('tab', { name: 'Precios' }).click();
    const row = page.getByTestId('price-row-1');
    await expect(row.getByText('Precio mínimo: $ 150.000 COP')).toBeVisible();
    const price = row.getByLabel('Tu precio');
    await expect(price).toHaveValue('180.000');
    await price.fill('100000');
    await expect(row.getByText('Mín: $ 150.000 COP')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    await screenshots(page, '12-dashboard-prices');
    await expectAccessible(page, 'prices');
    await price.fill('17o000');
    await expect(price).toHaveValue('17.000');
    await price.fill('170000');
    await expect(price).toHaveValue('170.000');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/protected/product-prices') && r.request().method() === 'POST',
    );
    await price.press('Enter');
    expect((await saved).request().postDataJSON()).toEqual({ productId: 1, price: 170000 });
    await expect(page.getByText('Precio actualizado')).toBeVisible();
  });

  await test.step('Testimonios: empty state, create', async () => {
    await page.getByRole('tab', { name: 'Testimonios' }).click();
    await expect(page.getByText('No tienes testimonios personalizados aún.')).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo Testimonio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Testimonio' });
    await dialog.getByLabel('Nombre').fill('Paula Andrea');
    await dialog.getByLabel('Ciudad').selectOption('Cali');
    await dialog.getByLabel('Video de YouTube (opcional)').fill('https://youtu.be/abc');
    await dialog.getByLabel('Mensaje').fill('Camila me ayudó a elegir mi Multydrink. ¡Excelente!');
    await dialog.getByLabel('Calificación (1 a 5)').fill('4');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('URL de video no válida')).toBeVisible();
    await dialog.getByLabel('Video de YouTube (opcional)').fill('https://youtu.be/dQw4w9WgXcQ');
    await screenshots(page, '14-testimonial-dialog', { fullPage: false });
    await expectAccessible(page, 'testimonial dialog');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Testimonio creado')).toBeVisible();
    await expect(page.getByText('Paula Andrea')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver video →' })).toBeVisible();
    await expect(page.getByTestId('stat-testimonials')).toContainText('1');
    await screenshots(page, '13-dashboard-testimonials');
  });

  await test.step('Galería: add an image with a real upload', async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    await expect(page.getByText('0 imágenes en tu galería')).toBeVisible();
    await expect(page.getByText('No has agregado imágenes a tu galería')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar Imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar Imagen' });
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog.getByText('Debes proporcionar una imagen')).toBeVisible();
    await dialog.getByTestId('image-file-input').setInputFiles(join(IMAGES, 'demo', 'galeria-2.webp'));
    await expect(dialog.getByLabel('URL de la imagen')).toHaveValue(/^\/uploads\//);
    await dialog.getByLabel('Título').fill('Feria en Cali');
    await dialog.getByLabel('Descripción').fill('Degustación de Multydrink en el parque');
    await screenshots(page, '16-gallery-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText('Imagen agregada')).toBeVisible();
    await expect(page.getByText('1 imagen en tu galería')).toBeVisible();
    await screenshots(page, '15-dashboard-gallery');
    await expectAccessible(page, 'gallery');
  });

  await test.step('the public page shows the changes', async () => {
    const visitor = await context.browser()!.newContext({ baseURL: page.url(), viewport: { width: 390, height: 844 } });
    const publicPage = await visitor.newPage();
    await blockOutsideHosts(publicPage, page.url());
    await publicPage.goto(`/u/${seller.code}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
    await expect(
      publicPage.getByText('¡Hola! Soy Camila y te acompaño a sentirte mejor cada día.').first(),
    ).toBeVisible();
    await expect(publicPage.locator('#productos').getByText('$ 170.000 COP')).toBeVisible();
    await expect(publicPage.getByText('Paula Andrea')).toBeVisible();
    await expect(publicPage.getByText('Feria en Cali')).toBeVisible();
    await expect(publicPage.locator('iframe[title^="Video de presentación"]')).toHaveAttribute(
      'src',
      /embed\/dQw4w9WgXcQ/,
    );
    await expect(publicPage.locator('.dp-hero img.avatar')).toHaveAttribute('src', /^\/uploads\//);
    await screenshots(publicPage, '17-new-seller-page');
    await visitor.close();
  });
});
