import type { Page } from '@playwright/test';
import { makePng } from './support';

export const png = (name: string, seed: number) => ({ name, mimeType: 'image/png', buffer: makePng(200, 150, seed) });

/** A text or number input by its accessible name (labels of required inputs carry a hidden asterisk). */
export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }));
}

/** Picks a file in the form's first image input. */
export async function chooseImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('.ra-input input[type="file"]').first().setInputFiles(file);
}
