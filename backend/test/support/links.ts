import type { SentMail } from './test-app.js';

/** The token of the first `/registro/{token}` link in an e-mail. */
export function registrationToken(mail: SentMail): string {
  const match = /\/registro\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error('El correo no tiene enlace de registro');
  return match[1];
}

/** The token of the first `/restablecer-contrasena?token=…` link in an e-mail. */
export function passwordToken(mail: SentMail): string {
  const match = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error('El correo no tiene enlace para elegir contraseña');
  return match[1];
}

/** A small but real PDF (what a bank's app exports), over the 1 KB minimum. */
export function pdf(): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${'comprobante '.repeat(120)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
