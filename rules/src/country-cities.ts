// The registration's countries and cities: the public forms offer them and the server accepts only these countries.

export const DEFAULT_COUNTRY = 'Colombia';

/** The eleven registration countries, each with twelve of its main cities. */
export const COUNTRY_CITIES: Record<string, { dialCode: string; cities: readonly string[] }> = {
  Colombia: {
    dialCode: '+57',
    cities: [
      'Bogotá',
      'Medellín',
      'Cali',
      'Barranquilla',
      'Cartagena',
      'Cúcuta',
      'Bucaramanga',
      'Pereira',
      'Santa Marta',
      'Ibagué',
      'Manizales',
      'Villavicencio',
    ],
  },
  México: {
    dialCode: '+52',
    cities: [
      'Ciudad de México',
      'Guadalajara',
      'Monterrey',
      'Puebla',
      'Tijuana',
      'León',
      'Querétaro',
      'Mérida',
      'Cancún',
      'Toluca',
      'Chihuahua',
      'San Luis Potosí',
    ],
  },
  Perú: {
    dialCode: '+51',
    cities: [
      'Lima',
      'Arequipa',
      'Trujillo',
      'Chiclayo',
      'Piura',
      'Cusco',
      'Iquitos',
      'Huancayo',
      'Tacna',
      'Chimbote',
      'Pucallpa',
      'Ica',
    ],
  },
  Chile: {
    dialCode: '+56',
    cities: [
      'Santiago',
      'Valparaíso',
      'Viña del Mar',
      'Concepción',
      'La Serena',
      'Antofagasta',
      'Temuco',
      'Rancagua',
      'Talca',
      'Arica',
      'Iquique',
      'Puerto Montt',
    ],
  },
  Argentina: {
    dialCode: '+54',
    cities: [
      'Buenos Aires',
      'Córdoba',
      'Rosario',
      'Mendoza',
      'La Plata',
      'San Miguel de Tucumán',
      'Mar del Plata',
      'Salta',
      'Santa Fe',
      'San Juan',
      'Neuquén',
      'Bahía Blanca',
    ],
  },
  Venezuela: {
    dialCode: '+58',
    cities: [
      'Caracas',
      'Maracaibo',
      'Valencia',
      'Barquisimeto',
      'Maracay',
      'Ciudad Guayana',
      'Barcelona',
      'Maturín',
      'Puerto La Cruz',
      'Mérida',
      'San Cristóbal',
      'Cumaná',
    ],
  },
  Ecuador: {
    dialCode: '+593',
    cities: [
      'Quito',
      'Guayaquil',
      'Cuenca',
      'Santo Domingo',
      'Machala',
      'Manta',
      'Portoviejo',
      'Ambato',
      'Riobamba',
      'Loja',
      'Esmeraldas',
      'Ibarra',
    ],
  },
  España: {
    dialCode: '+34',
    cities: [
      'Madrid',
      'Barcelona',
      'Valencia',
      'Sevilla',
      'Zaragoza',
      'Málaga',
      'Murcia',
      'Palma',
      'Las Palmas de Gran Canaria',
      'Bilbao',
      'Alicante',
      'Valladolid',
    ],
  },
  'Estados Unidos': {
    dialCode: '+1',
    cities: [
      'Miami',
      'Nueva York',
      'Los Ángeles',
      'Houston',
      'Orlando',
      'Chicago',
      'Dallas',
      'Atlanta',
      'San Antonio',
      'Phoenix',
      'Tampa',
      'Washington D. C.',
    ],
  },
  Canadá: {
    dialCode: '+1',
    cities: [
      'Toronto',
      'Montreal',
      'Vancouver',
      'Calgary',
      'Edmonton',
      'Ottawa',
      'Winnipeg',
      'Quebec',
      'Hamilton',
      'Kitchener',
      'London',
      'Halifax',
    ],
  },
  Francia: {
    dialCode: '+33',
    cities: [
      'París',
      'Marsella',
      'Lyon',
      'Toulouse',
      'Niza',
      'Nantes',
      'Estrasburgo',
      'Montpellier',
      'Burdeos',
      'Lille',
      'Rennes',
      'Reims',
    ],
  },
};

export const COUNTRIES = Object.keys(COUNTRY_CITIES);

/** The member city list, used by the dashboard's city selects. */
export const MEMBER_CITIES = [
  'Bogotá',
  'Medellín',
  'Cali',
  'Barranquilla',
  'Cartagena',
  'Cúcuta',
  'Bucaramanga',
  'Pereira',
  'Santa Marta',
  'Ibagué',
  'Pasto',
  'Manizales',
  'Neiva',
  'Villavicencio',
  'Armenia',
  'Montería',
  'Sincelejo',
  'Valledupar',
  'Popayán',
  'Tunja',
  'Florencia',
  'Riohacha',
  'Yopal',
  'Quibdó',
  'Mocoa',
  'San Andrés',
  'Leticia',
  'Mitú',
  'Puerto Carreño',
  'Inírida',
] as const;

/** The cities offered for a member's country: the long Colombian list, the registration list elsewhere, none if unknown. */
export function citiesOf(country?: string | null): readonly string[] {
  if (!country || country === DEFAULT_COUNTRY) return MEMBER_CITIES;
  return COUNTRY_CITIES[country]?.cities ?? [];
}

/** The member's country's cities plus the current value when it is not among them (a city typed by hand). */
export function cityOptions(current?: string | null, country?: string | null): string[] {
  const list: string[] = [...citiesOf(country)];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}
