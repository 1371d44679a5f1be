/** The sellers' marketing library of the demo: shipped images and ready-to-copy captions. `product` indexes the demo products. */
export const DEMO_MATERIAL = [
  {
    title: 'Multydrink: foto para historias',
    kind: 'imagen',
    fileUrl: '/images/products/multydrink.webp',
    caption:
      '¿Te falta energía en la tarde? ⚡ Multydrink te acompaña todo el día.\nEscríbeme y te cuento cómo pedirlo.',
    product: 0,
    campaign: null,
    order: 1,
  },
  {
    title: 'Multytest: conoce tu edad biológica',
    kind: 'imagen',
    fileUrl: '/images/products/multytest.webp',
    caption: 'Tu cuerpo tiene una edad distinta a la de tu cédula. 🧬 Descúbrela con Multytest.',
    product: 1,
    campaign: null,
    order: 2,
  },
  {
    title: 'Invitación a unirse al equipo',
    kind: 'texto',
    fileUrl: null,
    caption:
      'Estoy creciendo con Multyhealth y busco personas que quieran emprender conmigo. 🌱\nTe doy capacitación y acompañamiento. ¿Hablamos?',
    product: null,
    campaign: 'Recluta tu equipo',
    order: 3,
  },
] as const;
