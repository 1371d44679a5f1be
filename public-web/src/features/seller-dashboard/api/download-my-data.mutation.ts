import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiErrorFrom, authHeaders } from '../../../lib/api-client';

export const MY_DATA_FILE = 'mis-datos-multyhealth.json';

/** Fetches the member's data file (it needs the session's token, so a plain link cannot) and saves it. */
export async function downloadMyData(): Promise<void> {
  const headers = authHeaders();
  const response = await fetch(paths.api.myData, { headers, credentials: 'include' });
  if (!response.ok) {
    throw apiErrorFrom(response.status, response.statusText, await response.text(), 'Authorization' in headers);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = MY_DATA_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
