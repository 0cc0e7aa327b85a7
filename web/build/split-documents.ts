// graphql-codegen writes every typed document of the web client into one module
// (src/generated/graphql.ts). A bundler places a module in one chunk as a whole, so a page
// that imports one document would bring all 139, and the app's first load, which needs about
// 25 of them (session, calls, messaging and notification events), carried every page's too.
// This plugin serves that module to the build as what it is at run time, a list of constants:
// each document becomes a module of its own and the generated file re-exports them, so each
// document lands in the chunk of the code that uses it. Sources and codegen stay as they are.
import type { Plugin } from 'vite';

const GENERATED = /\/src\/generated\/graphql\.ts$/;
const PREFIX = 'virtual:pulse-document/';
// A document as typed-document-node emits it: one line, its AST as JSON, then a cast.
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;

export function splitGeneratedDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'pulse-split-generated-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      const lines = code.split('\n').map((line) => {
        const match = DOCUMENT_LINE.exec(line);
        if (!match) return line;
        documents.set(match[1], match[2]);
        return `export { ${match[1]} } from '${PREFIX}${match[1]}';`;
      });
      return { code: lines.join('\n'), map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const json = documents.get(name);
      if (json === undefined) throw new Error(`no generated document named ${name}`);
      return `export const ${name} = ${json};\n`;
    },
  };
}
