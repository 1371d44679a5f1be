import type { AppConfig } from '../../../config/app-config.js';
import { formatCop, renderMail } from '../../../platform/mail/mail-layout.js';
import type { MailMessage } from '../../../shared/domain/mailer.js';
import type { Member } from '../domain/member.js';

type Settings = Pick<AppConfig, 'publicUrl' | 'companyWhatsapp' | 'paymentInstructions'>;

export function registrationReceivedMail(member: Member, fee: { amount: number; discounted: boolean }, settings: Settings): MailMessage {
  return renderMail({
    to: member.email,
    subject: 'Registro recibido: instrucciones de pago de tu cuenta Multyhealth',
    greeting: `Hola ${member.name},`,
    paragraphs: [
      '¡Gracias por registrarte como distribuidor Multyhealth! Para activar tu cuenta solo falta el pago del registro.',
      settings.paymentInstructions
        ? `Paga ${formatCop(fee.amount)} por transferencia o consignación con estos datos:\n${settings.paymentInstructions}`
        : `Paga ${formatCop(fee.amount)} por transferencia o consignación; escríbenos por WhatsApp al +${settings.companyWhatsapp} para recibir los datos de la cuenta.`,
      `Cuando hayas pagado, envía el comprobante por WhatsApp al +${settings.companyWhatsapp} indicando tu código de vendedor (${member.code}). Confirmaremos tu cuenta y te enviaremos tus datos de acceso.`,
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
      `Envía el comprobante de pago por WhatsApp al +${settings.companyWhatsapp}.`,
      'Espera la confirmación de tu cuenta.',
    ],
  });
}

export function newRegistrationAdminMail(member: Member, adminEmail: string, sponsor: Member | null, settings: Settings): MailMessage {
  return renderMail({
    to: adminEmail,
    subject: `Nuevo registro pendiente: ${member.name} (${member.code})`,
    greeting: 'Hola,',
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

export function approvedMail(member: Member, settings: Settings): MailMessage {
  return renderMail({
    to: member.email,
    subject: '¡Tu cuenta Multyhealth está activa!',
    greeting: `Hola ${member.name},`,
    paragraphs: [
      'Confirmamos tu pago: tu cuenta de distribuidor ya está activa por un año.',
      'Inicia sesión con tu correo y la contraseña que te entregó el administrador; te recomendamos cambiarla desde tu panel.',
    ],
    details: [['Tu página', `${settings.publicUrl}/u/${member.slug}`]],
    action: { label: 'Iniciar sesión', url: `${settings.publicUrl}/login` },
  });
}

export function rejectedMail(member: Member, settings: Settings): MailMessage {
  return renderMail({
    to: member.email,
    subject: 'Sobre tu registro en Multyhealth',
    greeting: `Hola ${member.name},`,
    paragraphs: [
      'No pudimos confirmar tu registro como distribuidor, por lo que lo hemos cancelado.',
      `Si crees que se trata de un error o ya realizaste el pago, escríbenos por WhatsApp al +${settings.companyWhatsapp}. Puedes volver a registrarte cuando quieras.`,
    ],
    action: { label: 'Registrarme de nuevo', url: `${settings.publicUrl}/register` },
  });
}
