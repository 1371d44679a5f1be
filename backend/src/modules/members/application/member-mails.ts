import type { AppConfig } from '../../../shared/domain/settings.js';
import { adminMail, memberMail } from '../../../shared/domain/mail-layout.js';
import { formatCop } from '../../../shared/domain/money.js';
import type { MailMessage } from '../../../shared/domain/mailer.js';
import type { Member } from '../domain/member.js';

type Settings = Pick<AppConfig, 'publicUrl' | 'companyWhatsapp' | 'paymentInstructions'> &
  Partial<Pick<AppConfig, 'onlinePayments'>>;

/** `statusUrl` is the applicant's private page: status, fee and the proof upload. */
export function registrationReceivedMail(
  member: Member,
  fee: { amount: number; discounted: boolean },
  settings: Settings,
  statusUrl: string,
): MailMessage {
  return memberMail(member, {
    subject: 'Registro recibido: instrucciones de pago de tu cuenta Multyhealth',
    paragraphs: [
      '¡Gracias por registrarte en Multyhealth! Para activar tu cuenta solo falta el pago del registro.',
      ...(settings.onlinePayments
        ? [
            `Pagar en línea (PSE, Nequi o tarjeta): abre tu página de registro con el botón de abajo y pulsa «Pagar en línea»; tu cuenta se activa en cuanto se confirme el pago. También puedes pagar por transferencia:`,
          ]
        : []),
      settings.paymentInstructions
        ? `Paga ${formatCop(fee.amount)} por transferencia o consignación con estos datos:\n${settings.paymentInstructions}`
        : `Paga ${formatCop(fee.amount)} por transferencia o consignación; escríbenos por WhatsApp al +${settings.companyWhatsapp} para recibir los datos de la cuenta.`,
      'Cuando hayas pagado, sube el comprobante en tu página de registro (el botón de abajo; el enlace es personal, no lo compartas). Confirmaremos tu cuenta y te enviaremos tus datos de acceso.',
      `Si tienes dudas, escríbenos por WhatsApp al +${settings.companyWhatsapp} indicando tu código de vendedor (${member.code}).`,
    ],
    details: [
      ['Valor a pagar', formatCop(fee.amount)],
      ...(fee.discounted ? ([['Descuento aplicado', `código ${member.discountCode}`]] as [string, string][]) : []),
      ['Tu código de vendedor', member.code],
      ['Tu página será', `${settings.publicUrl}/u/${member.slug}`],
    ],
    steps: [
      'Revisa este correo con las instrucciones de pago (si no lo ves, busca en spam).',
      `Paga el valor del registro: ${formatCop(fee.amount)}.`,
      'Sube el comprobante de pago en tu página de registro.',
      'Espera la confirmación de tu cuenta.',
    ],
    action: {
      label: settings.onlinePayments
        ? 'Pagar en línea o subir el comprobante'
        : 'Ver mi registro y subir el comprobante',
      url: statusUrl,
    },
  });
}

export function newRegistrationAdminMail(
  member: Member,
  adminEmail: string,
  sponsor: Member | null,
  settings: Settings,
): MailMessage {
  return adminMail(adminEmail, {
    subject: `Nuevo registro pendiente: ${member.name} (${member.code})`,
    paragraphs: ['Un nuevo distribuidor se registró y espera la confirmación de su pago.'],
    details: [
      ['Nombre', member.name],
      ['Correo', member.email],
      ['WhatsApp', member.whatsapp],
      ['Ciudad', `${member.city}, ${member.country}`],
      ['Código', member.code],
      ['Código de descuento', member.discountCode || 'Ninguno'],
      ['Patrocinador', sponsor ? `${sponsor.name} (${sponsor.code})` : 'Ninguno'],
    ],
    action: { label: 'Revisar en el panel', url: `${settings.publicUrl}/admin` },
  });
}

/** `setPasswordUrl` is a one-time link (7 days) to choose one's own password instead of the admin's. */
export function approvedMail(
  member: Member,
  settings: Settings,
  setPasswordUrl: string,
  approvedBy: 'admin' | 'online' = 'admin',
): MailMessage {
  return memberMail(member, {
    subject: '¡Tu cuenta Multyhealth está activa!',
    paragraphs:
      approvedBy === 'online'
        ? [
            'Recibimos tu pago en línea: tu cuenta de distribuidor ya está activa por un año.',
            'Elige tu contraseña con el botón de abajo para iniciar sesión (el enlace sirve una vez y vence en 7 días; si vence, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión).',
          ]
        : [
            'Confirmamos tu pago: tu cuenta de distribuidor ya está activa por un año.',
            'Elige tu propia contraseña con el botón de abajo (el enlace sirve una vez y vence en 7 días). También puedes iniciar sesión con la contraseña que te entregó el administrador.',
          ],
    details: [
      ['Tu página', `${settings.publicUrl}/u/${member.slug}`],
      ['Tu panel', `${settings.publicUrl}/dashboard`],
      ['Iniciar sesión', `${settings.publicUrl}/login`],
    ],
    action: { label: 'Elegir mi contraseña', url: setPasswordUrl },
  });
}

export function activationRevertedMail(member: Member, settings: Settings, reference: string): MailMessage {
  return memberMail(member, {
    subject: 'Tu pago en línea fue anulado',
    paragraphs: [
      `El pago en línea con el que se aprobó tu registro (referencia ${reference}) fue anulado, por lo que tu registro volvió a quedar pendiente de pago.`,
      `Puedes pagar de nuevo desde el enlace de tu registro o escribirnos por WhatsApp al +${settings.companyWhatsapp}.`,
    ],
  });
}

export function rejectedMail(member: Member, settings: Settings): MailMessage {
  return memberMail(member, {
    subject: 'Sobre tu registro en Multyhealth',
    paragraphs: [
      'No pudimos confirmar tu registro en Multyhealth, por lo que lo hemos cancelado.',
      `Si crees que se trata de un error o ya realizaste el pago, escríbenos por WhatsApp al +${settings.companyWhatsapp}. Puedes volver a registrarte cuando quieras.`,
    ],
    action: { label: 'Registrarme de nuevo', url: `${settings.publicUrl}/register` },
  });
}
