/**
 * The resume's own CSS (metadata.css) applies only when switched on, only inside the resume, and may not reach
 * outside the app: `@import` and `url()` pointing anywhere but this origin are removed.
 */

/** Class of the element that wraps every sheet of one resume; custom CSS is nested under it. */
export const resumeRootClass = 'rb-resume';

const isSameOrigin = (address: string): boolean => {
  const value = address
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .trim();
  if (/^data:image\//i.test(value)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//') && !value.startsWith('\\\\');
};

export function cleanCustomCss(css: string): string {
  return (
    css
      // Comments could hide any of the patterns below.
      .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
      // No markup may close the <style> element it is rendered in.
      .replace(/</g, '')
      .replace(/@import[^;]*;?/gi, '')
      .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (match, _quote: string, address: string) =>
        isSameOrigin(address) ? match : 'none',
      )
      // Legacy script hooks of old engines.
      .replace(/expression\s*\(|-moz-binding|behavior\s*:/gi, '')
  );
}

/** CSS ready for a <style> element, or '' when the resume's CSS is off or empty. */
export function scopedCustomCss(css: { value: string; visible: boolean }): string {
  if (!css.visible) return '';
  const cleaned = cleanCustomCss(css.value).trim();
  if (cleaned === '') return '';
  // CSS nesting scopes every rule to the resume without parsing selectors here.
  return `.${resumeRootClass} {\n${cleaned}\n}`;
}
