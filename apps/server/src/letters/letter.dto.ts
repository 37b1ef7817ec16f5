import { letterDto, type LetterDto } from '@rb/schema';
import type { LetterRow } from './letters.queries.ts';

export const toLetterDto = (row: LetterRow): LetterDto => letterDto.parse(row);
