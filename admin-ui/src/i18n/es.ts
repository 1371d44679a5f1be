import { mergeTranslations } from 'react-admin';
import { appMessages } from './app-messages';
import { raSpanish } from './ra-spanish';

/** The console's one catalogue: react-admin's strings in Spanish plus the app's own keys. */
export const es = mergeTranslations(raSpanish, appMessages);

/** Direct access for code outside React (providers, validators). */
export const t = appMessages.mh;
