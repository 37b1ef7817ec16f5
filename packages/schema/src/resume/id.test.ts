import { describe, expect, it } from 'vitest';
import { createId, cuid2Pattern } from './id.ts';

describe('createId', () => {
  it('makes distinct 24-character cuid2 ids', () => {
    const ids = Array.from({ length: 200 }, createId);
    for (const id of ids) {
      expect(id).toMatch(cuid2Pattern);
      expect(id).toHaveLength(24);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
