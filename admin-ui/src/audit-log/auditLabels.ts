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
  'admin.change-password': 'Cambió su contraseña',
  'pricing.update': 'Actualizó los precios de cuenta',
  'media.cleanup': 'Limpió archivos rotos',
  'media.migrate-images': 'Migró las imágenes a la nube',
  'upload.delete': 'Eliminó un archivo subido',
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
  storage: 'Archivos',
  upload: 'Archivo subido',
  'gallery-image': 'Imagen de galería',
  ...Object.fromEntries(Object.entries(KINDS).map(([kind, { noun }]) => [kind, noun[0].toUpperCase() + noun.slice(1)])),
};

export const actionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
export const targetLabel = (target: string) => AUDIT_TARGETS[target] ?? target;

/** An IPv4 client seen through an IPv6 socket arrives as '::ffff:1.2.3.4': the address is the part after it. */
export const readableIp = (ip: string | null | undefined) => (ip ? ip.replace(/^::ffff:/i, '') : '');

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
