import { adminMail, memberMail } from '../../../shared/domain/mail-layout.js';
import type { MailMessage } from '../../../shared/domain/mailer.js';
import type { Member } from '../domain/member.js';

export function passwordResetMail(member: Member, resetUrl: string): MailMessage {
  return memberMail(member, {
    subject: 'Restablece tu contraseña de Multyhealth',
    paragraphs: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta Multyhealth.',
      'El enlace sirve una sola vez y vence en 60 minutos. Si no lo pediste, ignora este correo: tu contraseña no cambiará.',
    ],
    action: { label: 'Elegir una nueva contraseña', url: resetUrl },
  });
}

export function proofReceivedAdminMail(member: Member, adminEmail: string, publicUrl: string): MailMessage {
  return adminMail(adminEmail, {
    subject: `Comprobante de pago recibido: ${member.name} (${member.code})`,
    paragraphs: [
      'Un registro pendiente envió su comprobante de pago. Revísalo en el panel y aprueba la cuenta si el pago es correcto.',
    ],
    details: [
      ['Nombre', member.name],
      ['Correo', member.email],
      ['Código', member.code],
    ],
    action: { label: 'Revisar en el panel', url: `${publicUrl}/admin` },
  });
}
