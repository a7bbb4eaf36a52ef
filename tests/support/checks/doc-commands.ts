// Reads the commands the docs give (fenced blocks of Markdown) so that tests can resolve, run or
// adapt them as written: tests/deploy/docs-commands.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../harness/server.ts';

export interface Fence {
  file: string;
  lang: string;
  body: string;
}

/** README.md, CONTRIBUTING.md and every docs/*.md, relative to the repository. */
export function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'CONTRIBUTING.md', ...docs.sort()];
}

export const readDoc = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The fenced code blocks of a Markdown text, with their language ('' when none). */
export function fences(file: string, text = readDoc(file)): Fence[] {
  return [...text.matchAll(/^```([\w-]*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    file,
    lang: (match[1] ?? '').toLowerCase(),
    body: match[2] ?? '',
  }));
}

/** One `## Heading` section of a Markdown text, up to the next heading of that level. */
export function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** One simple command of a shell line: who runs it, its environment and its words. */
export interface SimpleCommand {
  line: string;
  /** `runuser -u USER --` */
  user: string | null;
  env: Record<string, string>;
  words: string[];
}

/**
 * The simple commands of the shell lines of a fence, in order. The docs keep to a plain subset
 * (no quotes, no variables): `a && b`, `a | b`, `a; b`, a trailing `# comment`, `runuser -u USER
 * --` and `env NAME=VALUE` in front. Anything else fails here rather than being read wrong.
 */
export function simpleCommands(body: string): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    if (/["'$`\\]/.test(line))
      throw new Error(`a doc's shell line outside the plain subset: ${line}`);
    for (const part of line.split(/\s*(?:&&|\|\||;|\|)\s*/)) {
      let words = part.split(/\s+/).filter(Boolean);
      let user: string | null = null;
      if (words[0] === 'runuser') {
        if (words[1] !== '-u' || words[3] !== '--') throw new Error(`runuser as written: ${line}`);
        user = words[2] ?? null;
        words = words.slice(4);
      }
      if (words[0] === 'env') words = words.slice(1);
      const env: Record<string, string> = {};
      while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
        const [name, ...value] = (words.shift() ?? '').split('=');
        env[name ?? ''] = value.join('=');
      }
      commands.push({ line, user, env, words });
    }
  }
  return commands;
}
