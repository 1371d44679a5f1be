// The generators of docs/contributing.md: `npm run new:content-kind` (a new admin-managed content kind) and
// `npm run new:field` (a field of an existing one). They write explicit files; nothing is built at run time.
import { registerActionTypes } from './scripts/generators/actions.mjs';
import { contentKindGenerator } from './scripts/generators/content-kind.mjs';
import { fieldGenerator } from './scripts/generators/field.mjs';

export default function (plop) {
  registerActionTypes(plop);
  plop.setGenerator('content-kind', contentKindGenerator(plop));
  plop.setGenerator('field', fieldGenerator(plop));
}
