import { createContext, useContext } from 'react';
import { companyWhatsapp } from './whatsapp.rules';

/** The company number the server renderer was given (entry-server.tsx); undefined in the browser. */
export const CompanyWhatsappContext = createContext<string | undefined>(undefined);

/** The company's WhatsApp number, the same on the server render and in the browser. */
export const useCompanyWhatsapp = (): string => companyWhatsapp(useContext(CompanyWhatsappContext));
