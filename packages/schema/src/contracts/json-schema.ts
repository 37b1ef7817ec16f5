import { z } from 'zod';

/**
 * JSON Schema of a contract part for the API docs. Dates travel as ISO strings, which plain conversion
 * cannot express (it refuses Date), so they are written as date-time strings here.
 */
export const contractJsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output') =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  });
