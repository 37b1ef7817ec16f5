import { z } from 'zod';

/** Dates travel as ISO strings in JSON and are read back as Date objects. */
export const dateTimeSchema = z.coerce.date();

/** The body of calls whose answer carries nothing but a note. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1) });

export const urlResponseSchema = z.object({ url: z.string().min(1) });
export type UrlResponse = z.infer<typeof urlResponseSchema>;
