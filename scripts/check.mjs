// `npm run lint`: the type check and the lint of one TypeScript project in one process that builds its program once.
// `tsc -p` and typed ESLint each built and checked the same program (the type work of `npm test`'s slowest static step,
// done twice): here the program checked for the compiler's errors is the one ESLint's typed rules read, so its types
// are already resolved when the rules ask (decision 094). `node scripts/check.mjs web` checks the web, `… server` the
// rest (the server, the packages, the scripts, end to end and bench); no argument, both.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
/** Each project: its tsconfig, and the folders of the repository it lints (the rest of it for the server's). */
const PROJECTS = {
  server: { tsconfig: 'tsconfig.json', lint: ['.'], ignore: ['web/**'] },
  web: { tsconfig: 'web/tsconfig.json', lint: ['web'], ignore: [] },
};

/** The project's program, as `tsc -p` builds it. */
function programOf(tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, tsconfig), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`${tsconfig} could not be read`);
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
}

/** Type errors and lint problems of one project, printed; returns how many. */
async function check(name) {
  const { tsconfig, lint, ignore } = PROJECTS[name];
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const program = programOf(tsconfig);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  if (diagnostics.length > 0) console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.log(`${tsconfig}: ${diagnostics.length} type errors (${took()})`);

  // Its TypeScript files are linted against the program just checked; JavaScript keeps the config's own project service
  // (eslint.config.js) or no types (the service worker).
  const eslint = new ESLint({
    cwd: root,
    ignorePatterns: ignore,
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false, project: null, programs: [program] } },
    },
  });
  const results = await eslint.lintFiles(lint);
  const formatted = await (await eslint.loadFormatter('stylish')).format(results);
  if (formatted) console.log(formatted);
  const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  console.log(`${tsconfig}: ${problems} lint problems in ${results.length} files (${took()} in all)`);
  return diagnostics.length + problems;
}

const names = process.argv.slice(2);
for (const name of names) if (!(name in PROJECTS)) throw new Error(`no project ${name}: ${Object.keys(PROJECTS)}`);
let failures = 0;
for (const name of names.length > 0 ? names : Object.keys(PROJECTS)) failures += await check(name);
process.exit(failures > 0 ? 1 : 0);
