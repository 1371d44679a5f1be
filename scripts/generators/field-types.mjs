// What `npm run new:field` writes for each field type: the column, the TypeScript type, the DTO's validation (with
// its Spanish message), the admin input and list column, and the values its generated test sends.
// `f` is the field name, `L` its Spanish label ('Fecha de inicio').

const stored = (f) => `blankToNull(input.${f})`;

export const FIELD_TYPES = {
  text: {
    sql: 'varchar(200)',
    orm: "@Column('varchar', { nullable: true })",
    ts: 'string | null',
    apiDoc: '{ type: String, nullable: true, maxLength: 200 }',
    validation: (L) => ({ helper: 'OptionalText', call: `OptionalText({ max: 200, label: '${L}' })` }),
    draft: stored,
    input: (f) => ({ line: `<TextInput source="${f}" fullWidth />`, component: 'TextInput' }),
    column: (f) => ({ line: `<DataTable.Col source="${f}" />` }),
    sortable: true,
    test: { valid: "'Hola'", invalid: '123', message: (L) => `${L} debe ser texto` },
  },
  longtext: {
    sql: 'text',
    orm: "@Column('text', { nullable: true })",
    ts: 'string | null',
    apiDoc: '{ type: String, nullable: true, maxLength: 5000 }',
    validation: (L) => ({ helper: 'OptionalText', call: `OptionalText({ max: 5000, label: '${L}' })` }),
    draft: stored,
    input: (f) => ({ line: `<TextInput source="${f}" multiline minRows={3} fullWidth />`, component: 'TextInput' }),
    column: (f) => ({ line: `<DataTable.Col source="${f}" disableSort />` }),
    sortable: false,
    test: {
      valid: "'Una línea\\nY otra'",
      invalid: "'x'.repeat(5001)",
      message: (L) => `${L} no puede tener más de 5000 caracteres`,
    },
  },
  integer: {
    sql: 'integer',
    orm: "@Column('int', { nullable: true })",
    ts: 'number | null',
    apiDoc: '{ type: Number, nullable: true, minimum: 0, maximum: 1000000000 }',
    validation: (L) => ({
      helper: 'OptionalInteger',
      call: `OptionalInteger({ min: 0, max: 1_000_000_000, message: '${L} debe ser un número entero entre 0 y 1000000000' })`,
    }),
    draft: (f) => `input.${f} ?? null`,
    input: (f) => ({ line: `<NumberInput source="${f}" min={0} step={1} />`, component: 'NumberInput' }),
    column: (f) => ({ line: `<DataTable.NumberCol source="${f}" />` }),
    sortable: true,
    test: { valid: '7', invalid: "'siete'", message: (L) => `${L} debe ser un número entero entre 0 y 1000000000` },
  },
  boolean: {
    sql: 'boolean NOT NULL DEFAULT false',
    orm: '@Column()',
    ts: 'boolean',
    inputTs: 'boolean',
    apiDoc: '{ type: Boolean }',
    validation: (L) => ({
      helper: 'OptionalBoolean',
      call: `OptionalBoolean({ message: '${L} debe ser verdadero o falso' })`,
    }),
    draft: (f) => `input.${f} ?? false`,
    input: (f) => ({ line: `<BooleanInput source="${f}" />`, component: 'BooleanInput' }),
    column: (f) => ({ line: `<DataTable.Col source="${f}" field={BooleanField} />`, component: 'BooleanField' }),
    sortable: true,
    test: { valid: 'true', invalid: "'quizá'", message: (L) => `${L} debe ser verdadero o falso` },
  },
  date: {
    sql: 'date',
    orm: "@Column('date', { nullable: true })",
    ts: 'string | null',
    apiDoc: "{ type: String, format: 'date', nullable: true, example: '2026-12-24' }",
    validation: (L) => ({ helper: 'OptionalDate', call: `OptionalDate({ label: '${L}' })` }),
    draft: stored,
    input: (f) => ({ line: `<DateInput source="${f}" />`, component: 'DateInput' }),
    column: (f) => ({ line: `<DataTable.Col source="${f}" field={DateField} />`, component: 'DateField' }),
    sortable: true,
    test: {
      valid: "'2026-12-24'",
      invalid: "'2026-02-30'",
      message: (L) => `${L} debe ser una fecha válida (AAAA-MM-DD)`,
    },
  },
  url: {
    sql: 'varchar(1000)',
    orm: "@Column('varchar', { nullable: true })",
    ts: 'string | null',
    apiDoc: "{ type: String, nullable: true, maxLength: 1000, example: 'https://www.multyhealth.com' }",
    validation: (L) => ({ helper: 'OptionalLink', call: `OptionalLink({ label: '${L}' })` }),
    draft: stored,
    input: (f) => ({ line: `<TextInput source="${f}" type="url" fullWidth />`, component: 'TextInput' }),
    column: (f) => ({ line: `<DataTable.Col source="${f}" />` }),
    sortable: true,
    test: {
      valid: "'https://www.multyhealth.com/eventos'",
      invalid: "'javascript:alert(1)'",
      message: (L) => `${L} debe ser un enlace http(s) o un archivo de este sitio`,
    },
  },
  image: {
    sql: 'varchar(1000)',
    orm: "@Column('varchar', { nullable: true })",
    ts: 'string | null',
    apiDoc: "{ type: String, nullable: true, description: 'Un archivo subido a este sitio' }",
    validation: (L) => ({ helper: 'OptionalImageUrl', call: `OptionalImageUrl({ label: '${L}' })` }),
    draft: stored,
    input: (f) => ({
      line: `<ImageUploadInput source="${f}" />`,
      module: '../components/ImageUploadInput',
      component: 'ImageUploadInput',
    }),
    column: (f) => ({ line: `<DataTable.Col source="${f}" disableSort />` }),
    sortable: false,
    test: {
      valid: "'/uploads/images/foto.webp'",
      invalid: "'https://otro-sitio.example/foto.png'",
      message: (L) => `${L} debe ser un archivo subido a este sitio`,
    },
  },
};

export const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPES);

/** 'fechaDeInicio' → 'Fecha de inicio'. */
export const fieldLabel = (field) => {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
};
