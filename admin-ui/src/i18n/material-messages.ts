/** Texts of the 'Material' screen (the sellers' marketing library). */
export const materialResourceMessages = {
  material: {
    name: 'Material |||| Material',
    notifications: { created: 'Material creado', updated: 'Material actualizado', deleted: 'Material eliminado' },
    fields: {
      title: 'Título',
      kind: 'Tipo',
      fileUrl: 'Archivo',
      caption: 'Texto para copiar',
      productId: 'Producto',
      campaign: 'Campaña',
      group: 'Grupo',
      order: 'Orden',
      active: 'Activo',
      createdAt: 'Creado el',
      q: 'Buscar',
    },
  },
};

export const materialMessages = {
  material: {
    kinds: { imagen: 'Imagen', video: 'Video', pdf: 'PDF', texto: 'Texto' },
    general: 'General',
    captionHelp: 'Texto listo para copiar y compartir (máximo 2000 caracteres).',
    campaignHelp: 'Opcional. Agrupa el material antes que el producto (p. ej. «Lanzamiento 2026»).',
    fileRequired: 'Debes subir el archivo',
    captionRequired: 'Un material de texto necesita el texto para copiar',
    titleRequired: 'El título es obligatorio',
    uploadPdf: 'Subir PDF',
    uploadingPdf: 'Subiendo PDF… %{percent}%',
    pdfUploaded: 'PDF cargado',
    pdfTooBig: 'El PDF debe ser menor a 20MB. Tu archivo: %{size}MB',
    pdfWrongType: 'Solo se permiten archivos PDF',
    pdfError: 'Error al cargar el PDF',
    openPdf: 'Abrir PDF',
    videoHelp: 'Sube un video corto (MP4, WebM o MOV, máx. 20MB).',
    deleteContent: 'Se eliminará el material y su archivo. Los distribuidores dejarán de verlo.',
    createError: 'Error al crear el material',
    updateError: 'Error al actualizar el material',
  },
};
