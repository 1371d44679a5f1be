import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** DELETE /api/upload: removes a stored file; only paths under /uploads/ are ours to delete. */
export const deleteUpload = (fileUrl: string, publicId?: string) =>
  api<unknown>(paths.api.upload, { method: 'DELETE', body: { fileUrl, publicId } });

export const useDeleteUpload = () =>
  useMutation({
    mutationFn: ({ fileUrl, publicId }: { fileUrl: string; publicId?: string }) => deleteUpload(fileUrl, publicId),
  });
