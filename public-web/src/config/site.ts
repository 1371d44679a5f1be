/** What a registration includes. */
export const REGISTRATION_INCLUDES = [
  'Tu página personal de distribuidor',
  'Acceso a productos premium',
  'Capacitación y material de marketing',
  'Soporte 24/7',
] as const;
