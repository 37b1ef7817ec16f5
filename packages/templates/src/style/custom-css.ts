/**
 * The resume's own CSS (metadata.css) applies only when switched on, only inside the resume, and may not reach
 * outside the app. It is read token by token (strings, comments and escapes included, as a browser reads it), so
 * no spelling hides a remote reference, and it is written back as plain rules nested under the resume's root:
 * - every at-rule that loads or declares something global (`@import`, `@font-face`, `@namespace`, `@page`,
 *   `@property`, `@layer` statements, …) is dropped; `@media`, `@supports`, `@container` and `@layer` blocks keep
 *   their rules, which stay nested;
 * - a declaration whose value names any address (`url()`, `image-set()`, `src()`, a quoted string inside
 *   `image-set()`/`cross-fade()`, …) is dropped, unless every address is a relative one of this origin or a
 *   `data:image/` picture; legacy script hooks (`expression()`, `-moz-binding`, `behavior`) are dropped too;
 * - braces are balanced by construction: a stray `}` is dropped and an open block is closed, so nothing written
 *   after it can apply outside the resume;
 * - nothing can close the `<style>` element the CSS is rendered in.
 */

/** Class of the element that wraps every sheet of one resume; custom CSS is nested under its sheets. */
export const resumeRootClass = 'rb-resume';

// ---------------------------------------------------------------------------------------------------------------
// Tokens (CSS Syntax Level 3, §4, simplified to what the checks need)

type Token =
  | { type: 'ident' | 'function' | 'at' | 'hash'; value: string; raw: string }
  | { type: 'string' | 'url'; value: string; raw: string }
  | { type: 'delim' | 'ws' | 'other'; raw: string; value?: undefined }
  | { type: '{' | '}' | '(' | ')' | '[' | ']' | ';' | ':' | ','; raw: string; value?: undefined };

const isHex = (char: string) => /^[0-9a-f]$/i.test(char);
const isNameStart = (char: string | undefined) =>
  char !== undefined && (/^[a-z_]$/i.test(char) || char.charCodeAt(0) >= 0x80);
const isName = (char: string | undefined) =>
  char !== undefined && (isNameStart(char) || /^[0-9-]$/.test(char));
const isValidEscape = (first: string | undefined, second: string | undefined) =>
  first === '\\' && second !== undefined && second !== '\n';

function tokenize(css: string): Token[] {
  const tokens: Token[] = [];
  // Preprocessing (§3.3): one newline form, no NUL.
  const input = css.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');
  let i = 0;

  /** Reads an escape after its backslash (§4.3.7); returns the character it stands for. */
  const consumeEscape = (): string => {
    const first = input[i];
    if (first === undefined) return '\uFFFD';
    if (isHex(first)) {
      let hex = '';
      while (hex.length < 6 && i < input.length && isHex(input[i]!)) hex += input[i++];
      if (input[i] === ' ' || input[i] === '\t' || input[i] === '\n') i++;
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : String.fromCodePoint(code);
    }
    i++;
    return first;
  };

  const startsIdentifier = (at: number) => {
    const [a, b, c] = [input[at], input[at + 1], input[at + 2]];
    if (a === '-') return isNameStart(b) || b === '-' || isValidEscape(b, c);
    if (a === '\\') return isValidEscape(a, b);
    return isNameStart(a);
  };

  const consumeName = (): string => {
    let name = '';
    for (;;) {
      const char = input[i];
      if (isName(char)) {
        name += char;
        i++;
      } else if (isValidEscape(char, input[i + 1])) {
        i++;
        name += consumeEscape();
      } else {
        return name;
      }
    }
  };

  const consumeString = (quote: string): string => {
    let value = '';
    while (i < input.length) {
      const char = input[i]!;
      if (char === quote) {
        i++;
        return value;
      }
      if (char === '\n') return value; // a bad string: it ends at the line
      if (char === '\\') {
        if (input[i + 1] === undefined) {
          i++;
        } else if (input[i + 1] === '\n') {
          i += 2;
        } else {
          i++;
          value += consumeEscape();
        }
        continue;
      }
      value += char;
      i++;
    }
    return value;
  };

  /** An unquoted `url(…)` after its opening parenthesis (§4.3.6). */
  const consumeUrl = (): string => {
    let value = '';
    while (/[ \t\n]/.test(input[i] ?? '')) i++;
    while (i < input.length) {
      const char = input[i]!;
      if (char === ')') {
        i++;
        return value;
      }
      if (char === '\\' && isValidEscape(char, input[i + 1])) {
        i++;
        value += consumeEscape();
        continue;
      }
      value += char;
      i++;
    }
    return value;
  };

  while (i < input.length) {
    const start = i;
    const char = input[i]!;
    if (char === '/' && input[i + 1] === '*') {
      const end = input.indexOf('*/', i + 2);
      i = end === -1 ? input.length : end + 2;
      // A comment separates tokens like white space does.
      tokens.push({ type: 'ws', raw: ' ' });
      continue;
    }
    if (/[ \t\n]/.test(char)) {
      while (/[ \t\n]/.test(input[i] ?? '')) i++;
      tokens.push({ type: 'ws', raw: input.slice(start, i) });
      continue;
    }
    if (char === '"' || char === "'") {
      i++;
      const value = consumeString(char);
      tokens.push({ type: 'string', value, raw: input.slice(start, i) });
      continue;
    }
    if (char === '@' && startsIdentifier(i + 1)) {
      i++;
      const value = consumeName();
      tokens.push({ type: 'at', value: value.toLowerCase(), raw: input.slice(start, i) });
      continue;
    }
    if (char === '#' && (isName(input[i + 1]) || isValidEscape(input[i + 1], input[i + 2]))) {
      i++;
      const value = consumeName();
      tokens.push({ type: 'hash', value, raw: input.slice(start, i) });
      continue;
    }
    if (startsIdentifier(i)) {
      const value = consumeName();
      if (input[i] === '(') {
        i++;
        const name = value.toLowerCase();
        // `url(` followed by a quote is a function whose argument is a string token; otherwise a url token.
        let ahead = i;
        while (/[ \t\n]/.test(input[ahead] ?? '')) ahead++;
        if (name === 'url' && input[ahead] !== '"' && input[ahead] !== "'") {
          const address = consumeUrl();
          tokens.push({ type: 'url', value: address, raw: input.slice(start, i) });
        } else {
          tokens.push({ type: 'function', value: name, raw: input.slice(start, i) });
        }
      } else {
        tokens.push({ type: 'ident', value: value.toLowerCase(), raw: input.slice(start, i) });
      }
      continue;
    }
    if (
      /[0-9]/.test(char) ||
      ((char === '.' || char === '+' || char === '-') && /[0-9]/.test(input[i + 1] ?? ''))
    ) {
      i++;
      while (/[0-9.eE%]/.test(input[i] ?? '') || startsIdentifier(i)) {
        if (startsIdentifier(i)) consumeName();
        else i++;
      }
      tokens.push({ type: 'other', raw: input.slice(start, i) });
      continue;
    }
    if ('{}()[];:,'.includes(char)) {
      i++;
      tokens.push({ type: char as '{', raw: char });
      continue;
    }
    if (char === '\\') {
      // A backslash that starts no escape is a delimiter of its own; it never survives into the output.
      i++;
      tokens.push({ type: 'delim', raw: '' });
      continue;
    }
    i++;
    tokens.push({ type: 'delim', raw: char });
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** At-rules whose block holds ordinary rules: kept, with their rules still nested under the resume. */
// Not @scope: nested in the resume's rule its own root and `:scope` could name elements outside the resume.
const groupingRules = new Set(['media', 'supports', 'container', 'layer', 'starting-style']);

/** Functions that take addresses (image-set and cross-fade also take bare strings as addresses). */
const addressFunctions = new Set([
  'url',
  'src',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
]);

/** Functions whose value is decided elsewhere: inside an address function they could bring in any address. */
const substitutions = new Set(['var', 'attr', 'env']);

/** Hooks old engines ran script through. */
const scriptHooks = new Set(['expression', '-moz-binding', 'behavior', 'javascript']);

const isLocalAddress = (address: string): boolean => {
  // As the URL parser does: leading and trailing controls and spaces go, and tabs and newlines anywhere.
  // eslint-disable-next-line no-control-regex -- these are exactly the characters the URL parser strips
  const value = address.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (value === '') return true;
  if (/^data:image\//i.test(value)) return true;
  // A scheme (http:, javascript:, …), a network path (//host) or a Windows share (\\host) leaves the origin.
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[/\\]{2}/.test(value);
};

/** Whether a run of component values names a remote address, a script hook or an at-keyword. */
function isUnsafe(tokens: Token[]): boolean {
  let depth = 0;
  const addressDepths: number[] = [];
  for (const token of tokens) {
    if (token.type === 'url') {
      if (!isLocalAddress(token.value)) return true;
    } else if (token.type === 'function') {
      if (scriptHooks.has(token.value)) return true;
      if (addressDepths.length > 0 && substitutions.has(token.value)) return true;
      depth++;
      if (addressFunctions.has(token.value)) addressDepths.push(depth);
    } else if (token.type === '(' || token.type === '[') {
      depth++;
    } else if (token.type === ')' || token.type === ']') {
      if (addressDepths.at(-1) === depth) addressDepths.pop();
      depth = Math.max(0, depth - 1);
    } else if (token.type === 'string') {
      // Inside url() or image-set() a string is an address.
      if (addressDepths.length > 0 && !isLocalAddress(token.value)) return true;
    } else if (token.type === 'ident') {
      if (scriptHooks.has(token.value)) return true;
    } else if (token.type === 'at') {
      return true;
    }
  }
  return false;
}

/** A CSS string for a value: quotes, backslashes, newlines and `<` escaped. */
const cssString = (value: string) =>
  `"${value.replace(/[\\"<\n]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;

/** Writes tokens back; strings and urls are re-escaped so that nothing can close the <style> element. */
function write(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'string') return cssString(token.value);
      if (token.type === 'url') return `url(${cssString(token.value)})`;
      return token.raw.replace(/</g, '\\3c ');
    })
    .join('')
    .trim();
}

type Block = { prelude: Token[]; body: Token[] | null };

/**
 * Splits a list of tokens into statements: `prelude { body }` blocks and `prelude;` statements. A `}` with no
 * open block is dropped; a block left open at the end is closed there.
 */
function statements(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  let prelude: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === '{') {
      let depth = 1;
      const body: Token[] = [];
      for (i++; i < tokens.length; i++) {
        const inner = tokens[i]!;
        if (inner.type === '{') depth++;
        if (inner.type === '}' && --depth === 0) break;
        body.push(inner);
      }
      blocks.push({ prelude, body });
      prelude = [];
    } else if (token.type === ';') {
      blocks.push({ prelude, body: null });
      prelude = [];
    } else if (token.type === '}') {
      // An unbalanced closing brace: it would end the resume's scope. Drop it and what it ended.
      prelude = [];
    } else {
      prelude.push(token);
    }
  }
  if (prelude.some((token) => token.type !== 'ws')) blocks.push({ prelude, body: null });
  return blocks;
}

const isBlank = (tokens: Token[]) => tokens.every((token) => token.type === 'ws');

/**
 * Whether parentheses and brackets close in order. The browser does not end a statement at a `;`, `{` or `}`
 * inside them, so a statement written back with one open would swallow the statements after it, unchecked.
 */
function isBalanced(tokens: Token[]): boolean {
  const open: string[] = [];
  for (const token of tokens) {
    if (token.type === '(' || token.type === 'function') open.push(')');
    else if (token.type === '[') open.push(']');
    else if ((token.type === ')' || token.type === ']') && open.pop() !== token.type) return false;
  }
  return open.length === 0;
}

/**
 * A selector may name the sheet (`&`) only outside functions: `html:has(&)` or `:not(&)` would match elements
 * outside the resume, while `&:hover` and `& > p` stay inside it.
 */
function isSafeSelector(tokens: Token[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (token.type === '(' || token.type === '[' || token.type === 'function') depth++;
    else if (token.type === ')' || token.type === ']') depth--;
    else if (token.type === 'delim' && token.raw === '&' && depth > 0) return false;
  }
  return isBalanced(tokens) && !isUnsafe(tokens);
}

/** A list of rules (the sheet, or the inside of @media or of a style rule): the safe part of it as text. */
function rules(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const { prelude, body } of statements(tokens)) {
    const head = prelude.find((token) => token.type !== 'ws');
    if (!head) continue;
    if (head.type === 'at') {
      // Only grouping rules with a block survive; every at-statement (@import, @charset, @layer a;) goes.
      if (body === null || !groupingRules.has(head.value)) continue;
      const condition = prelude.slice(prelude.indexOf(head) + 1);
      if (isUnsafe(condition) || !isBalanced(condition)) continue;
      const inner = rules(body);
      if (inner.length > 0) out.push(`${write(prelude)} {\n${inner.join('\n')}\n}`);
      continue;
    }
    if (body === null) {
      // Outside a style rule a bare declaration means nothing; inside one it is a declaration.
      const declaration = declarationText(prelude);
      if (declaration) out.push(declaration);
      continue;
    }
    // A style rule: the selector must not reference anything, and its body holds declarations and nested rules.
    if (!isSafeSelector(prelude)) continue;
    const inner = rules(body);
    if (inner.length > 0) out.push(`${write(prelude)} {\n${inner.join('\n')}\n}`);
  }
  return out;
}

/** `name: value` when it is a well-formed declaration with a safe value. */
function declarationText(tokens: Token[]): string | undefined {
  let at = tokens.findIndex((token) => token.type !== 'ws');
  const name = tokens[at];
  // `--custom: …` is an ident too; anything else (a nested selector with no block) is not a declaration.
  if (!name || name.type !== 'ident' || scriptHooks.has(name.value)) return undefined;
  for (at++; tokens[at]?.type === 'ws'; at++);
  if (tokens[at]?.type !== ':') return undefined;
  const value = tokens.slice(at + 1);
  if (isBlank(value) || isUnsafe(value) || !isBalanced(value)) return undefined;
  // A custom property's string may end up inside image-set() wherever it is used: it must be a local address.
  if (
    name.value.startsWith('--') &&
    value.some((token) => token.type === 'string' && !isLocalAddress(token.value))
  )
    return undefined;
  return `${write([name])}: ${write(value)};`;
}

export function cleanCustomCss(css: string): string {
  return rules(tokenize(css)).join('\n');
}

/** CSS ready for a <style> element, or '' when the resume's CSS is off or empty. */
export function scopedCustomCss(css: { value: string; visible: boolean }): string {
  if (!css.visible) return '';
  const cleaned = cleanCustomCss(css.value).trim();
  if (cleaned === '') return '';
  // CSS nesting scopes every rule to the resume's sheets without parsing selectors here (the page around them,
  // the artboard's own frame included, stays out of reach); a bare declaration styles the sheet itself. The
  // tokenizer guarantees the braces balance, so no rule can end this block early.
  return `.${resumeRootClass} .rb-sheet {\n${cleaned}\n}`;
}
