// Tailwind CSS 4 through its PostCSS plugin (vendor prefixing is built in).
export default {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};
