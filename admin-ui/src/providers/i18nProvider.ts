import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from '../i18n/es';

export const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }]);
