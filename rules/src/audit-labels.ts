/** The audit trail in Spanish words: what an administrator did ('Aprobó el registro'), and to what. */
const KINDS: Record<string, { noun: string; feminine?: boolean }> = {
  faq: { noun: 'pregunta frecuente', feminine: true },
  product: { noun: 'producto' },
  testimonial: { noun: 'testimonio' },
  announcement: { noun: 'anuncio' },
  material: { noun: 'material' },
  team_image: { noun: 'imagen del equipo', feminine: true },
  product_feature: { noun: 'característica', feminine: true },
  legal_text: { noun: 'texto legal' },
  corporate_video: { noun: 'video corporativo' },
};

const VERBS: Record<string, string> = { create: 'Creó', update: 'Actualizó', delete: 'Eliminó' };

export const AUDIT_ACTIONS: Record<string, string> = {
  'member.approve': 'Aprobó el registro',
  'member.reject': 'Rechazó el registro',
  'member.delete': 'Eliminó al distribuidor',
  'member.edit': 'Corrigió los datos del distribuidor',
  'member.photo.delete': 'Retiró la foto de la página',
  'member.video.delete': 'Retiró el video de la página',
  'member.gallery.delete': 'Retiró una imagen de la galería',
  'member.price.delete': 'Retiró un precio personalizado',
  'member.testimonial.delete': 'Retiró un testimonio del distribuidor',
  'subscription.renew': 'Renovó la suscripción',
  'payment.accept': 'Aceptó un pago en duda',
  'payment.refund': 'Decidió reembolsar un pago',
  'payment.revert': 'Revirtió un pago anulado',
  'payment.dismiss': 'Cerró un pago en duda sin cambios',
  'payment.refund-done': 'Marcó hecho un reembolso manual',
  'payment.refund-void': 'Pidió la anulación a la pasarela',
  'admin.change-password': 'Cambió su contraseña',
  'pricing.update': 'Actualizó los precios de cuenta',
  'media.cleanup': 'Limpió archivos rotos',
  'media.migrate-images': 'Migró las imágenes a la nube',
  'upload.delete': 'Eliminó un archivo subido',
  'data_request.create': 'Recibió la solicitud de datos',
  'data_request.answer': 'Respondió la solicitud de datos',
  ...Object.fromEntries(
    Object.entries(KINDS).flatMap(([kind, { noun, feminine }]) =>
      Object.entries(VERBS).map(([verb, word]) => [`${kind}.${verb}`, `${word} ${feminine ? 'la' : 'el'} ${noun}`]),
    ),
  ),
};

export const AUDIT_TARGETS: Record<string, string> = {
  member: 'Distribuidor',
  admin: 'Administrador',
  account_pricing: 'Precios de cuenta',
  payment: 'Pago',
  storage: 'Archivos',
  upload: 'Archivo subido',
  'gallery-image': 'Imagen de galería',
  data_request: 'Solicitud de datos',
  ...Object.fromEntries(Object.entries(KINDS).map(([kind, { noun }]) => [kind, noun[0].toUpperCase() + noun.slice(1)])),
};

export const actionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
export const targetLabel = (target: string) => AUDIT_TARGETS[target] ?? target;

/** An IPv4 client seen through an IPv6 socket arrives as '::ffff:1.2.3.4': the address is the part after it. */
export const readableIp = (ip: string | null | undefined) => (ip ? ip.replace(/^::ffff:/i, '') : '');

/** Field names that a default summary ('Campos: name, city') lists, in the words the console shows them. */
const FIELD_WORDS: Record<string, string> = {
  name: 'nombre',
  email: 'e-mail',
  code: 'código',
  city: 'ciudad',
  country: 'país',
  whatsapp: 'WhatsApp',
  status: 'estado',
  discountCode: 'código de descuento',
  sponsorCode: 'patrocinador',
  paymentExpiresAt: 'vencimiento',
  question: 'pregunta',
  answer: 'respuesta',
  order: 'orden',
  active: 'activo',
  title: 'título',
  content: 'contenido',
  description: 'descripción',
  price: 'precio',
  discountPrice: 'precio con descuento',
  regularPrice: 'precio regular',
  image: 'imagen',
  imageUrl: 'imagen',
  videoUrl: 'video',
  fileUrl: 'archivo',
  thumbnailUrl: 'miniatura',
  message: 'mensaje',
  rating: 'calificación',
  kind: 'tipo',
  audience: 'destinatarios',
  targetCity: 'ciudad destinataria',
  targetCountry: 'país destinatario',
  startsAt: 'inicio',
  endsAt: 'fin',
  text: 'texto',
  category: 'categoría',
  features: 'características',
  paymentInstructions: 'instrucciones de pago',
  discountCodes: 'códigos de descuento',
  renewalPrice: 'precio de renovación',
  expectedVersion: 'versión',
  expectedExpiresAt: 'vencimiento esperado',
  updatedAt: 'versión',
};

/** A summary in words: 'Campos: name, city' (the names of the fields sent) reads 'Cambió: nombre, ciudad'. */
export function readableSummary(summary: string | null | undefined): string {
  if (!summary) return '';
  const fields = /^Campos: (.*)$/s.exec(summary);
  if (!fields) return summary;
  const words = [...new Set(fields[1].split(',').map((f) => FIELD_WORDS[f.trim()] ?? f.trim()))];
  return `Cambió: ${words.join(', ')}`;
}

/** 'Aprobó el registro de Ana Gómez (ana01)' when the member still exists, else 'Creó la pregunta frecuente #12'. */
export function auditSentence(entry: {
  action: string;
  targetType: string;
  targetId?: string | null;
  targetName?: string | null;
}): string {
  const action = actionLabel(entry.action);
  // 'Eliminó al distribuidor Ana', 'Corrigió los datos del distribuidor Ana'; every other action takes 'de'.
  const join = entry.action === 'member.delete' || entry.action === 'member.edit' ? ' ' : ' de ';
  if (entry.targetName) return `${action}${join}${entry.targetName}`;
  // The action already names the kind of object ('Creó la pregunta frecuente'): the id completes it.
  const known = entry.action in AUDIT_ACTIONS;
  const kind = known ? '' : ` · ${targetLabel(entry.targetType)}`;
  return `${action}${kind}${entry.targetId ? ` #${entry.targetId}` : ''}`;
}

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
