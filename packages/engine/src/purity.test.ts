import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : files(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });

describe('the engine is pure', () => {
  it.each(files(here).map((f) => [path.relative(here, f), readFileSync(f, 'utf8')]))('%s', (_name, source) => {
    const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/from ['"]node:/);
    expect(code).not.toMatch(/\bfetch\(|\bDate\b|Math\.random|\bconsole\.|process\./);
    // The knowledge singleton is passed in by callers, never imported here.
    expect(code).not.toMatch(/import \{[^}]*\bknowledge\b[^}]*\} from '@clearcart\/knowledge'/);
    expect(code).not.toMatch(/import (?!type)[^;]*from '@clearcart\/knowledge'/);
  });
});
