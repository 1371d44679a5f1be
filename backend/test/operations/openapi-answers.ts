import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';

interface MediaType {
  schema?: object;
}
interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/**
 * Checks a real answer against the operation the OpenAPI document describes, with Ajv (which reads OpenAPI 3.0's
 * `nullable`): the status is listed, the content type is one the status declares, and a JSON body matches its schema.
 * Returns what is wrong, or null.
 */
export class AnswerChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats.default(this.ajv);
    this.ajv.addSchema({ components: document.components }, 'openapi');
  }

  check(method: string, path: string, res: Response): string | null {
    const operation = this.document.paths[path]?.[method];
    if (!operation) return `${method.toUpperCase()} ${path} is not in the document`;
    const answer = operation.responses[String(res.status)] ?? operation.responses.default;
    if (!answer) return `status ${res.status} is not documented (${Object.keys(operation.responses).join(', ')})`;
    const type = (res.headers['content-type'] ?? '').split(';')[0].trim();
    if (!type || (res.text === '' && !res.body)) return null;
    const content = answer.content ?? {};
    if (!(type in content))
      return `${res.status} answers ${type}, documented: ${Object.keys(content).join(', ') || 'no body'}`;
    const schema = content[type].schema;
    if (type !== 'application/json' || !schema) return null;
    const validate = this.validator(`${method} ${path} ${res.status}`, schema);
    if (validate(res.body)) return null;
    return `${res.status} body ${JSON.stringify(res.body).slice(0, 200)}: ${this.ajv.errorsText(validate.errors)}`;
  }

  private validator(key: string, schema: object): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;
      validate = this.ajv.compile(rooted);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}
