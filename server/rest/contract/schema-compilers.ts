import type { FastifySchemaCompiler, FastifySerializerCompiler } from "fastify/types/schema";
import fastJsonStringify, { type Schema } from "fast-json-stringify";
import { z } from "zod";
import { parseInput } from "../parse-input";

/**
 * Routes declare zod schemas (server/shared/*.schema.ts); these two compilers make them
 * do the work Fastify's JSON-schema compilers would. Requests are validated by the same
 * `parseInput` the services have always been called through, so refusals keep their
 * messages (the first problem, as `{ message }`), a missing body counts as `{}`, and
 * malformed text is refused before the schema sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseInput(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Responses are written by fast-json-stringify from the schema's JSON form, as Fastify does
 * for JSON schemas: only documented fields are written (a password hash can never slip into
 * a list), and it is faster than JSON.stringify. Non-JSON bodies (calendar files) are
 * strings and never reach a serializer. Each one is built on its first use: most statuses of
 * most routes are never answered in a given process, and the server starts faster.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= fastJsonStringify(responseJsonSchema(schema));
    return serialize(data);
  };
};

/** The JSON Schema a response is written by (draft 7, which fast-json-stringify reads). */
export function responseJsonSchema(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "any" }) as Schema;
}
