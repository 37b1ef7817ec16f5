// The entry point of `@rb/templates/static`: a resume rendered to HTML without a browser (React's server
// renderer), for the server's public page. Kept apart from `./server`, which carries no React.
export { resumeSheetsHtml, staticSheetsClass } from './render/static-html.tsx';
