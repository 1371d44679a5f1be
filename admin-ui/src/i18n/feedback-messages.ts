/** One Spanish toast per saved record (instead of react-admin's 'Elemento actualizado'), and the stale-write notice. */
const saved = (created: string, updated: string, deleted: string, deleteError: string) => ({
  created,
  updated,
  deleted,
  deleteError,
});

export const feedbackMessages = {
  feedback: {
    users: saved('Usuario creado', 'Usuario actualizado', 'Usuario eliminado', 'Error al eliminar usuario'),
    products: saved('Producto creado', 'Producto actualizado', 'Producto eliminado', 'Error al eliminar producto'),
    testimonials: saved(
      'Testimonio creado',
      'Testimonio actualizado',
      'Testimonio eliminado',
      'Error al eliminar testimonio',
    ),
    faq: saved('Pregunta creada', 'Pregunta actualizada', 'Pregunta eliminada', 'Error al eliminar la pregunta'),
    'legal-texts': saved(
      'Texto legal creado',
      'Texto legal actualizado',
      'Texto legal eliminado',
      'Error al eliminar el texto legal',
    ),
    announcements: saved('Anuncio creado', 'Anuncio actualizado', 'Anuncio eliminado', 'Error al eliminar anuncio'),
    material: saved('Material creado', 'Material actualizado', 'Material eliminado', 'Error al eliminar el material'),
    'product-features': saved(
      'Característica creada',
      'Característica actualizada',
      'Característica eliminada',
      'Error al eliminar característica',
    ),
    'team-images': saved(
      'Imagen del equipo agregada',
      'Imagen del equipo actualizada',
      'Imagen del equipo eliminada',
      'Error al eliminar imagen del equipo',
    ),
    'data-requests': saved(
      'Solicitud registrada',
      'Respuesta enviada por email',
      'Solicitud eliminada',
      'Error al eliminar la solicitud',
    ),
    fallback: saved('Guardado', 'Cambios guardados', 'Eliminado', 'Error al eliminar'),
    deleteTitle: '¿Eliminar %{name}?',
  },
  conflict: {
    message: 'Otro administrador cambió este registro; recarga para ver los cambios',
    title: 'Este registro cambió mientras lo editabas',
    detail: 'Al recargar se muestran los datos actuales y se conserva lo que escribiste en los campos que cambiaste.',
    reload: 'Recargar conservando lo escrito',
  },
} as const;

export type Feedback = (typeof feedbackMessages.feedback)['users'];

/** The toasts of one resource's create, update and delete. */
export function feedbackFor(resource: string | undefined): Feedback {
  const all = feedbackMessages.feedback as unknown as Record<string, Feedback>;
  return (resource && all[resource]) || all.fallback;
}
