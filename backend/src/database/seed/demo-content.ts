/** The demo catalogue a newcomer sees on an empty database. Images ship with the public site under /images. */
export const DEMO_PRODUCTS = [
  {
    name: 'Multydrink',
    description: 'Bebida funcional de energía y protección: vitaminas, minerales y antioxidantes en un sobre diario.',
    image: '/images/products/multydrink.webp',
    benefits: 'Más energía durante el día\nApoyo al sistema inmune\nAntioxidantes naturales\nFácil de preparar',
    price: 180000,
    minPrice: 150000,
    type: 'multydrink',
  },
  {
    name: 'Multytest',
    description:
      'Test epigenético en casa: descubre cómo tu estilo de vida influye en tus genes y recibe recomendaciones personalizadas.',
    image: '/images/products/multytest.webp',
    benefits: 'Muestra sencilla desde casa\nInforme personalizado\nRecomendaciones de nutrición y hábitos',
    price: 450000,
    minPrice: 400000,
    type: 'other',
  },
];

export const DEMO_PRICING = {
  regularPrice: 350000,
  discountPrice: 250000,
  discountCodes: 'MULTY2026, BIENVENIDO',
  // Sample details, so the demo's payment e-mail and status page show what a real setup shows.
  paymentInstructions:
    'Bancolombia, cuenta de ahorros 000-000000-00 (datos de ejemplo)\nA nombre de: Multyhealth S.A.S., NIT 900.000.000-0\nEn la descripción escribe tu nombre completo.',
};

export const DEMO_FAQ = [
  [
    '¿Qué es Multyhealth?',
    'Una red de distribuidores de bienestar que comercializa Multydrink y Multytest con acompañamiento, capacitación y herramientas digitales.',
  ],
  [
    '¿Cuánto cuesta registrarme?',
    'El registro tiene un valor anual de $ 350.000 COP, o $ 250.000 COP con un código de descuento. Al registrarte te enviamos las instrucciones de pago por email.',
  ],
  [
    '¿Qué incluye mi registro?',
    'Tu página personal de distribuidor, acceso a productos premium, capacitación, material de marketing y soporte 24/7.',
  ],
  [
    '¿Cómo recibo a mis clientes?',
    'Compartes el enlace de tu página por WhatsApp o redes sociales; tus clientes te escriben directamente por WhatsApp desde ella.',
  ],
  ['¿Cuándo se activa mi cuenta?', 'Cuando confirmamos tu pago. Recibirás un email con tus datos de acceso.'],
];

export const DEMO_TESTIMONIALS = [
  {
    name: 'María Fernanda R.',
    city: 'Bogotá',
    message: 'Con Multydrink tengo energía toda la tarde y mis clientes notan la diferencia. ¡Mi mejor decisión!',
    rating: 5,
    photo: '/images/testimonials/maria.webp',
  },
  {
    name: 'Carlos Andrés M.',
    city: 'Cali',
    message: 'El Multytest me mostró qué cambiar en mi alimentación. Ahora lo recomiendo a toda mi familia.',
    rating: 5,
    photo: '/images/testimonials/carlos.webp',
  },
  {
    name: 'Luisa Torres',
    city: 'Barranquilla',
    message: 'Empecé como distribuidora hace seis meses y mi página personal me trae clientes cada semana.',
    rating: 4,
    photo: '/images/testimonials/luisa.webp',
  },
];

export const DEMO_FEATURES = [
  {
    productType: 'multydrink',
    title: 'Multydrink: energía y protección',
    description: 'Una fórmula diaria para rendir más y cuidar tu cuerpo.',
    benefits: ['Energía sostenida sin picos', 'Refuerza tus defensas', 'Rico en antioxidantes', 'Sin azúcar añadida'],
    ingredients: ['Vitamina C', 'Zinc', 'Extracto de té verde', 'Coenzima Q10', 'Complejo B'],
    imageUrl: '/images/features/multydrink.webp',
    order: 1,
  },
  {
    productType: 'multytest',
    title: 'Multytest: conoce tu epigenética',
    description: 'Un análisis que traduce tus hábitos en recomendaciones claras.',
    benefits: ['Resultados en pocas semanas', 'Plan de nutrición personalizado', 'Seguimiento con tu distribuidor'],
    ingredients: [],
    imageUrl: '/images/features/multytest.webp',
    order: 2,
  },
];

export const DEMO_TEAM = [
  {
    imageUrl: '/images/team/equipo-1.webp',
    title: 'Convención anual',
    description: 'Nuestro equipo de distribuidores en Medellín',
    order: 1,
  },
  {
    imageUrl: '/images/team/equipo-2.webp',
    title: 'Capacitación',
    description: 'Formación mensual para nuevos distribuidores',
    order: 2,
  },
  {
    imageUrl: '/images/team/equipo-3.webp',
    title: 'Líderes',
    description: 'Reconocimiento a los líderes del año',
    order: 3,
  },
];

export const DEMO_ANNOUNCEMENTS = [
  {
    title: 'Nuevo sabor de Multydrink',
    description: 'Llega Multydrink frutos rojos.\nPídelo a tu distribuidor desde este mes.',
    image: '/images/announcements/nuevo-sabor.webp',
    order: 1,
  },
  {
    title: 'Capacitación gratuita en línea',
    description: 'Todos los martes a las 7:00 p. m.\nInscríbete respondiendo al correo de bienvenida.',
    image: '/images/announcements/capacitacion.webp',
    order: 2,
  },
];

export const DEMO_CORPORATE_VIDEO = {
  title: 'Conoce Multyhealth',
  description: 'Bienestar, tecnología y una comunidad que crece contigo.',
  videoUrl: null,
  thumbnailUrl: '/images/hero.webp',
};

export const DEMO_SELLER = {
  name: 'Laura Gómez',
  email: 'distribuidora@multyhealth.local',
  password: 'demo12345',
  code: 'laura',
  whatsapp: '+573001112233',
  city: 'Medellín',
  photo: '/images/demo/laura.webp',
  distributorTitle: 'distribuidora',
  personalMessage:
    '¡Hola! Soy Laura, distribuidora Multyhealth desde hace 3 años. Te ayudo a elegir el producto ideal para ti.',
  whatsappMessage: 'Hola Laura, vi tu página y quiero información sobre Multyhealth.',
  gallery: [
    {
      imageUrl: '/images/demo/galeria-1.webp',
      title: 'Entrega en Medellín',
      description: 'Pedidos entregados el mismo día',
    },
    {
      imageUrl: '/images/demo/galeria-2.webp',
      title: 'Feria de bienestar',
      description: 'Compartiendo Multydrink con la comunidad',
    },
    {
      imageUrl: '/images/demo/galeria-3.webp',
      title: 'Mi equipo',
      description: 'Distribuidoras que empezaron conmigo',
    },
  ],
  testimonials: [
    {
      name: 'Andrea P.',
      city: 'Medellín',
      message: 'Laura me asesoró con paciencia y el Multydrink me encantó.',
      rating: 5,
    },
    { name: 'Jorge L.', city: 'Envigado', message: 'Entrega rápida y excelente atención. Muy recomendada.', rating: 5 },
  ],
};

/** More distributors so the admin console has something to work on: renewals due, an expired one, pending sign-ups. */
export const DEMO_MEMBERS = [
  { name: 'Camilo Rojas', code: 'camilo', city: 'Bogotá', expiresInDays: 5 },
  { name: 'Valentina Ortiz', code: 'valentina', city: 'Cali', expiresInDays: 21 },
  { name: 'Andrés Mejía', code: 'andres', city: 'Barranquilla', expiresInDays: -10 },
  { name: 'Daniela Castro', code: 'daniela', city: 'Pereira', expiresInDays: null },
  { name: 'Santiago Herrera', code: 'santiago', city: 'Bucaramanga', expiresInDays: null },
];
