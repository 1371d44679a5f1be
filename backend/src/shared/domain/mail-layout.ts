import type { MailMessage } from './mailer.js';
import { escapeHtml } from './escape-html.js';

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value lines shown as a small table (e.g. the fee to pay). */
  details?: [string, string][];
  /** Numbered steps. */
  steps?: string[];
  action?: { label: string; url: string };
}

/** One Spanish layout for every e-mail, as HTML (all text escaped) and as plain text. */
/** A mail to a member, greeted by name. */
export function memberMail(
  member: { email: string; name: string },
  content: Omit<MailContent, 'to' | 'greeting'>,
): MailMessage {
  return renderMail({ to: member.email, greeting: `Hola ${member.name},`, ...content });
}

/** A mail to the site's administrator. */
export function adminMail(adminEmail: string, content: Omit<MailContent, 'to' | 'greeting'>): MailMessage {
  return renderMail({ to: adminEmail, greeting: 'Hola,', ...content });
}

export function renderMail(content: MailContent): MailMessage {
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f0f7f2;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#15803D">Multyhealth</p>
<p style="font-size:16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
${content.details ? `<table style="font-size:16px;margin:8px 0 16px">${content.details.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#4b5563">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${content.steps ? `<ol style="font-size:16px;line-height:1.6">${content.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>` : ''}
${content.action ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#16A34A;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` : ''}
<p style="font-size:13px;color:#6b7280;margin-top:24px">Este es un mensaje automático de Multyhealth.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details ?? []).map(([k, v]) => `${k}: ${v}`),
    ...(content.details ? [''] : []),
    ...(content.steps ?? []).map((s, i) => `${i + 1}. ${s}`),
    ...(content.steps ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    'Este es un mensaje automático de Multyhealth.',
  ].join('\n');
  return { to: content.to, subject: content.subject, html, text };
}
