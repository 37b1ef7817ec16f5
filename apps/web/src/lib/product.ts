/** The product's name and outside links, written once so that a rename is a one-line change. */
export const productName = 'Resume Builder';
export const productVersion = '4.0.3';
export const projectSiteUrl = 'https://github.com/';
export const docsUrl = 'https://github.com/';
