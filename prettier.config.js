// Prettier owns the layout (`npm run format`, checked by `npm run format:check`). The options
// follow the code as it was written: single quotes, semicolons, trailing commas, and a wide
// line. 170 columns changed the fewest existing lines of the widths measured (100-200).
/** @type {import('prettier').Config} */
export default {
  printWidth: 170,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [
    // YAML keeps the double quotes docker-compose.yml is written with.
    { files: ['*.yml', '*.yaml'], options: { singleQuote: false } },
  ],
};
