import { createId as cuid2 } from '@paralleldrive/cuid2';
import { z } from 'zod';

/** A new item or section id in cuid2 format (24 lowercase letters and digits, starting with a letter). */
export const createId = (): string => cuid2();

export const cuid2Pattern = /^[a-z][a-z0-9]{19,31}$/;

/**
 * Ids are generated as cuid2, but documents imported from older versions or other tools may carry other
 * ids; any non-empty string is accepted on read so that such documents keep working.
 */
export const idSchema = z
  .string({ error: 'id is required' })
  .min(1, 'id is required')
  .default(() => createId());
