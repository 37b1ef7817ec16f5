// The web app's '@/' alias (apps/web/vite.config.ts) as a resolver setting, for .dependency-cruiser.mjs.
module.exports = { resolve: { alias: { '@': `${__dirname}/../apps/web/src` } } };
