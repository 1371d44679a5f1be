/** The credit line of the footer (SPEC §2 'Página creada por'). */
export const CREATOR = { name: 'el equipo digital de Multyhealth', url: '/' } as const;

/** What a registration includes (SPEC §1). */
export const REGISTRATION_INCLUDES = [
  'Tu página personal de distribuidor',
  'Acceso a productos premium',
  'Capacitación y material de marketing',
  'Soporte 24/7',
] as const;
