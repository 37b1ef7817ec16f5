// Shared by the tool modules: what a tool answers (its result as text, or a known failure the model can read and
// act on), and inputs that change only what they are given.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { AppError } from '../http/app-error.ts';

export const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});

/** A known failure as the tool's answer (the model can read and act on it), in the API's error shape. */
const failure = (error: AppError): CallToolResult => {
  const body = error.toBody();
  // The whole current document would flood the conversation: its version is what the caller needs.
  const current = body.current as { version?: number } | undefined;
  const shown = current ? { ...body, current: { version: current.version } } : body;
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(shown) }] };
};

export const guarded =
  <A>(run: (args: A) => Promise<CallToolResult>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof AppError) return failure(error);
      throw error;
    }
  };

/** The field as the document schema has it, without its default: a tool changes only what it is given. */
export const optional = <T extends z.ZodType>(schema: z.ZodDefault<T> | z.ZodPrefault<T>) =>
  schema.unwrap().optional();
