// ajv validators (JSON Schema 2020-12 with formats), compiled once per distinct schema.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsImport from "ajv-formats";
import { ApiError } from "@/lib/api/errors";

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => Ajv2020;

let ajv: Ajv2020 | undefined;
const cache = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: true, addUsedSchema: false });
    addFormats(ajv);
  }
  return ajv;
}

export function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  const { $schema: _ignored, $id: _id, ...rest } = schema;
  const key = JSON.stringify(rest);
  let v = cache.get(key);
  if (!v) {
    try {
      v = instance().compile(rest);
    } catch (error) {
      throw new ApiError("invalid_request", `schema is not a valid JSON Schema: ${(error as Error).message}`);
    }
    if (cache.size > 500) cache.clear();
    cache.set(key, v);
  }
  return v;
}
