// Static export: `next build` writes out/, which any static host or CDN serves (nothing needs a server).
// trailingSlash emits designer/index.html so a plain static host answers /designer/.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // One 404 page for the whole site, which has a root layout per language (app/global-not-found).
  experimental: { globalNotFound: true },
  // `npm test` type-checks the whole tree (`tsc --noEmit`) before building; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // WB_SOURCEMAPS=1 maps the client chunks back to their sources (scripts/bundle-sources.mjs: what a first load is made of).
  productionBrowserSourceMaps: process.env.WB_SOURCEMAPS === '1',
};

export default nextConfig;
