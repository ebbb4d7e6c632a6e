// The production tree: what an install without dev tools holds — the manifests, the npm packages `npm ci --omit=dev`
// installs from package-lock.json, and the built bundle — as the Dockerfile assembles it (decision 072).
// Node built-ins only.
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the tree takes from a built checkout besides the npm packages: the built server (and the seed catalog it
 * reads beside itself), the built web app and its server-side entry, and the scripts the npm commands run first.
 */
export const BUILT = ['server/dist', 'server/seed', 'web/dist', 'web/dist-ssr', 'scripts'];

/** The workspaces' package.json files (npm ci needs every workspace's manifest, not its sources). */
export function workspaceManifests(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(pattern, 'package.json')];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent))
      .filter((name) => existsSync(join(root, parent, name, 'package.json')))
      .map((name) => join(parent, name, 'package.json'));
  });
}

/**
 * The packages `npm ci --omit=dev` installs: package-lock.json's entries not marked dev (devOptional ones stay: they
 * are optional for production, not dev-only), those of another platform left out as npm leaves them.
 * Returns { installed: lock paths, links: [lock path, target] for the workspaces' links }.
 */
export function productionPackages(root) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const installed = [];
  const links = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/') || entry.dev) continue;
    if (entry.link) links.push([path, entry.resolved]);
    else if (existsSync(join(root, path))) installed.push(path);
  }
  return { installed, links };
}

/** Hard links (a copy across file systems) of `from` into `to`, its own node_modules left out (listed separately). */
function linkTree(from, to, top = true) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (top && name === 'node_modules') continue;
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isDirectory()) linkTree(source, target, false);
    else if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * The production tree of the built checkout `root` in `dest`, without the network: the production packages hard-linked
 * from root's node_modules (the same files `npm ci --omit=dev` would fetch for this lock), the workspaces as links
 * to their manifests, the built bundle copied.
 */
export function buildProductionTree(root, dest) {
  for (const file of ['package.json', 'package-lock.json', ...workspaceManifests(root)]) {
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(join(root, file), join(dest, file));
  }
  for (const path of BUILT) {
    if (existsSync(join(root, path))) cpSync(join(root, path), join(dest, path), { recursive: true });
  }
  const { installed, links } = productionPackages(root);
  for (const path of installed) linkTree(join(root, path), join(dest, path));
  for (const [path, target] of links) {
    mkdirSync(dirname(join(dest, path)), { recursive: true });
    symlinkSync(relative(dirname(join(dest, path)), join(dest, target)), join(dest, path));
  }
  // npm ci's record of what it installed: `npm run` scripts' bootstrap takes it as "installed".
  copyFileSync(join(root, 'package-lock.json'), join(dest, 'node_modules', '.package-lock.json'));
  return { packages: installed.length };
}

// `node scripts/lib/production-tree.mjs <dest>`: the Dockerfile's step, from a built checkout with its packages installed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2];
  if (!dest) {
    console.error('✖ Usage: node scripts/lib/production-tree.mjs <folder>');
    process.exit(1);
  }
  const { packages } = buildProductionTree(join(dirname(fileURLToPath(import.meta.url)), '..', '..'), dest);
  console.log(`✔ The production tree in ${dest}: ${packages} packages and the built app.`);
}
