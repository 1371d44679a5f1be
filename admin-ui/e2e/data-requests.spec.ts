import { expect, test, type APIRequestContext } from '@playwright/test';
import Holidays from 'date-holidays';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './outbox';
import { expectNoCriticalA11yViolations, screenshot, signInAsAdmin } from './support';

// 'Solicitudes de datos' (Ley 1581 de 2012 arts. 14 and 15; docs/decisions/1732-data-request-terms.md).
const stamp = Date.now() % 1_000_000;
/** A name holds letters only: the stamp spelled with letters. */
const tag = String(stamp).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const colombia = new Holidays('CO');

/** Today in Colombia (UTC−5), as YYYY-MM-DD. */
const colombianToday = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * The term counted independently of the server: from the business day after filing, `days` days that are neither
 * Saturday, Sunday nor a Colombian public holidays.
 */
function businessDaysAfter(filed: string, days: number): string {
  const day = new Date(`${filed}T12:00:00Z`);
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    const holiday = (colombia.isHoliday(new Date(`${iso}T12:00:00`)) || []).some((h) => h.type === 'public');
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holiday) left--;
  }
  return day.toISOString().slice(0, 10);
}

async function file(request: APIRequestContext, type: 'consulta' | 'reclamo', name: string, email: string) {
  const response = await request.post('/api/data-requests', {
    data: { name, email, type, message: `Solicitud de prueba ${stamp}: ${type}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; dueDate: string };
}

/** The raw e-mails the server wrote to `to` (quoted-printable soft line breaks undone). */
function mailsTo(to: string): string[] {
  const dir = join(e2eDataDir(), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(`To: ${to}`));
}

test('lists a request with its legal deadline, and the admin answers it by e-mail', async ({ page, request }) => {
  const filed = colombianToday();
  const query = { name: `Consulta Gomez ${tag}`, email: `consulta-${stamp}@example.com` };
  const claim = { name: `Reclamo Diaz ${tag}`, email: `reclamo-${stamp}@example.com` };
  const consulta = await file(request, 'consulta', query.name, query.email);
  const reclamo = await file(request, 'reclamo', claim.name, claim.email);
  // 10 business days for a consulta, 15 for a reclamo, both counted from the day after filing.
  expect(consulta.dueDate).toBe(businessDaysAfter(filed, 10));
  expect(reclamo.dueDate).toBe(businessDaysAfter(filed, 15));

  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Solicitudes de datos' }).click();
  await expect(page).toHaveURL(/\/admin\/data-requests/);
  await page.getByPlaceholder('Buscar').fill(tag);
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row(query.name)).toContainText('Consulta');
  await expect(row(query.name)).toContainText(consulta.dueDate.split('-').reverse().join('/'));
  await expect(row(query.name)).toContainText('Pendiente');
  await expect(row(claim.name)).toContainText('Reclamo');
  await expect(row(claim.name)).toContainText(reclamo.dueDate.split('-').reverse().join('/'));
  await expect(row(query.name)).not.toContainText('Vencida');
  await screenshot(page, 'data-requests-list');
  await expectNoCriticalA11yViolations(page);

  await row(query.name).click();
  await expect(page).toHaveURL(new RegExp(`/admin/data-requests/${consulta.id}$`));
  await expect(page.getByText(`Solicitud de prueba ${stamp}: consulta`)).toBeVisible();
  await expect(page.getByText('consulta 10, reclamo y supresión 15', { exact: false })).toBeVisible();
  // Nothing to send until an answer is written.
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  const answer = `Sus datos son nombre y correo. Caso ${stamp}.`;
  await page.getByLabel('Respuesta').fill(answer);
  await page.getByRole('button', { name: 'Guardar' }).click();
  // The answer cannot be taken back: it is sent only once confirmed.
  await page
    .getByRole('dialog', { name: '¿Enviar la respuesta?' })
    .getByRole('button', { name: 'Enviar respuesta' })
    .click();
  await expect(page.getByText('Respuesta enviada por email')).toBeVisible();

  // Answered: no longer among the pending ones, listed as 'Respondida', and closed for further answers.
  await expect(page).toHaveURL(/\/admin\/data-requests(\?|$)/);
  // The list keeps its search.
  await expect(page.getByPlaceholder('Buscar')).toHaveValue(tag);
  await expect(row(claim.name)).toBeVisible();
  await expect(row(query.name)).toHaveCount(0);
  await page.goto(`/admin/data-requests/${consulta.id}`);
  await expect(page.getByText('Esta solicitud ya fue respondida.')).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  const detail = await request.get(`/api/admin/data-requests/${consulta.id}`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(await detail.json()).toMatchObject({ status: 'respondida', answer });

  await expect.poll(() => mailsTo(query.email).filter((m) => m.includes(`Caso ${stamp}`)).length).toBe(1);
  expect(mailsTo(claim.email).some((m) => m.includes(`Caso ${stamp}`))).toBe(false);
});
