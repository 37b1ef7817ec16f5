/**
 * Phone numbers, emails, addresses and usernames read left to right in every language: an Arabic page would show
 * "+44 20 7946 0000" as "0000 7946 20 44+" and "@ada" as "ada@". Such fields get `dir="ltr"`; this class keeps them
 * aligned with the fields around them on a right-to-left page. Shown values go in an element with `dir="ltr"`,
 * which the browser isolates from the text around it.
 */
export const ltrFieldClass = 'rtl:text-right';
