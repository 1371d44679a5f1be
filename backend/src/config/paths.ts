import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place (src/config or dist/config inside backend/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const PUBLIC_WEB_DIST = resolve(REPO_ROOT, 'public-web/dist');
export const ADMIN_UI_DIST = resolve(REPO_ROOT, 'admin-ui/dist');
