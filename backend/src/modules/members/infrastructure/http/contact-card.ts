/** A vCard 3.0 (RFC 2426) with the values escaped, so a name cannot inject extra fields. */
export function contactCard(user: { name: string; whatsapp: string; city: string; country: string }, pageUrl: string): string {
  const phone = `+${user.whatsapp.replace(/\D/g, '')}`;
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escape(user.name)}`,
    `N:${escape(user.name)};;;;`,
    'ORG:Multyhealth',
    'TITLE:Distribuidor Multyhealth',
    `TEL;TYPE=CELL:${phone}`,
    `URL:${escape(pageUrl)}`,
    `ADR;TYPE=WORK:;;;${escape(user.city)};;;${escape(user.country)}`,
    'END:VCARD',
    '',
  ].join('\r\n');
}

function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/[,;]/g, (c) => `\\${c}`);
}
