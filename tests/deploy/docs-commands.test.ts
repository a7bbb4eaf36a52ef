// Issue 33, point 5: the deployment the docs give works as written. Every Caddyfile of the docs is
// adapted by Debian's Caddy; every shell line of the README's deployment section and of
// docs/deployment.md is resolved (each program exists, each npm script, each script file, each
// variable the server reads, the project's Node rather than the system's), and the lines that
// run the project's scripts are run, in order, on temporary folders standing in for /var; the unit
// files hold no password. tests/deploy/recipe.test.ts rehearses the service itself behind Caddy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VARIABLES } from '../../server/config/config.ts';
import {
  docFiles,
  fences,
  readDoc,
  type SimpleCommand,
  section,
  simpleCommands,
} from '../support/checks/doc-commands.ts';
import { ROOT } from '../support/harness/server.ts';
import { makeTempDir } from '../support/harness/temp-dirs.ts';

const CHECKOUT = '/srv/filmfolio';
const SERVICE_USER = 'filmfolio';
const SERVER_VARIABLES = new Set(VARIABLES.map((variable) => variable.name));
const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

const parent = makeTempDir('filmfolio-docs-commands-');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const onPath = (program: string) =>
  spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).status === 0;

/** The deployment's shell lines, by where they are written. */
const SHELL = {
  'README.md, Deployment': fences('README.md', section(readDoc('README.md'), 'Deployment')),
  'docs/deployment.md': fences('docs/deployment.md'),
};

/** Why a command would not run as written on a fresh Debian with the README's Node, or null. */
function unresolved(command: SimpleCommand): string | null {
  const [program = '', ...args] = command.words;
  for (const name of Object.keys(command.env)) {
    if (!SERVER_VARIABLES.has(name)) return `${name} is no variable the server reads`;
  }
  if (command.user !== null && command.user !== SERVICE_USER) return `unknown user ${command.user}`;
  if (program === 'node') return 'the system Node may be 20: use node_modules/.bin/node';
  if (program.endsWith('node_modules/.bin/node')) {
    if (!existsSync(join(ROOT, 'node_modules/.bin/node'))) return 'no node_modules/.bin/node';
    const script = args[0] ?? '';
    return existsSync(join(ROOT, script)) ? null : `no file ${script} in the checkout`;
  }
  if (program === 'npm') {
    if (args[0] === 'run') return args[1] && scripts[args[1]] ? null : `no npm script ${args[1]}`;
    if (args[0] === 'start' || args[0] === 'test') return scripts[args[0]] ? null : 'no script';
    return args[0] === 'install' || args[0] === 'ci' ? null : `npm ${args[0]}?`;
  }
  if (program === 'cd') return args[0] === CHECKOUT ? null : `cd ${args[0]}: not the checkout`;
  return onPath(program) ? null : `${program} is not installed`;
}

describe('every shell line of the deployment docs, resolved', () => {
  for (const [where, blocks] of Object.entries(SHELL)) {
    it(`${where}: every command exists as written`, () => {
      const commands = blocks.filter((f) => f.lang === 'sh').flatMap((f) => simpleCommands(f.body));
      expect(commands.length).toBeGreaterThan(3);
      const problems = commands
        .map((command) => [command.line, unresolved(command)])
        .filter(([, problem]) => problem !== null);
      expect(problems).toEqual([]);
    });
  }

  it('the resolver refuses what would fail', () => {
    const [bare, script, variable, npmScript] = simpleCommands(
      [
        'node server/main.ts',
        'runuser -u filmfolio -- env DATA_DIR=/x node_modules/.bin/node scripts/nope.ts',
        'env DATA_DIRECTORY=/x node_modules/.bin/node server/main.ts',
        'npm run deploy',
      ].join('\n'),
    );
    for (const command of [bare, script, variable, npmScript]) {
      expect(command && unresolved(command)).toBeTruthy();
    }
  });
});

/** /var/… of the docs inside the test's folder; the archive the docs write `filmfolio-….tar.gz`. */
function mapped(word: string, root: string): string {
  if (!word.startsWith('/var/')) return word;
  const path = join(root, word);
  if (!path.includes('…')) return path;
  const dir = dirname(path);
  const pattern = new RegExp(
    `^${path
      .slice(dir.length + 1)
      .replace(/[.]/g, '\\.')
      .replace('…', '.+')}$`,
  );
  const [found] = readdirSync(dir).filter((name) => pattern.test(name));
  return join(dir, found ?? 'missing');
}

describe('the project commands of the deployment docs, run as written', () => {
  for (const [where, blocks] of Object.entries(SHELL)) {
    it(`${where}: each exits 0 on folders standing in for /var`, { timeout: 180_000 }, () => {
      const root = join(parent, where.replace(/\W+/g, '-'));
      const commands = blocks
        .filter((f) => f.lang === 'sh')
        .flatMap((f) => simpleCommands(f.body))
        .filter((command) => command.words[0]?.endsWith('node_modules/.bin/node'));
      expect(commands.length).toBeGreaterThan(0);
      // What `install -d` makes in the recipe, before the service user runs anything.
      for (const dir of [
        'var/lib/filmfolio',
        'var/backups/filmfolio',
        'var/lib/filmfolio-restore',
      ]) {
        mkdirSync(join(root, dir), { recursive: true });
      }
      for (const command of commands) {
        const [, ...args] = command.words;
        const env = Object.fromEntries(
          Object.entries(command.env).map(([name, value]) => [name, mapped(value, root)]),
        );
        const run = spawnSync(
          join(ROOT, 'node_modules/.bin/node'),
          args.map((a) => mapped(a, root)),
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH ?? '/usr/bin:/bin',
              ASTRO_TELEMETRY_DISABLED: '1',
              ...env,
            },
            // `admin.ts set` asks for the password: piped here as a terminal would give it.
            input: 'a-long-first-password\n',
            encoding: 'utf8',
            timeout: 150_000,
          },
        );
        expect(run.status, `${command.line}\n${run.stdout}${run.stderr}`).toBe(0);
      }
    });
  }
});

describe('the unit files of the docs', () => {
  const units = docFiles()
    .flatMap((file) => fences(file))
    .filter((fence) => fence.lang === 'ini' && fence.body.includes('[Service]'));

  it('hold no password, name only the server’s variables, and start the project’s Node', () => {
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      expect(unit.body, unit.file).not.toMatch(/PASSWORD/i);
      for (const line of unit.body.split('\n').filter((l) => l.startsWith('Environment='))) {
        for (const assignment of line.slice('Environment='.length).split(/\s+/)) {
          expect(SERVER_VARIABLES, `${unit.file}: ${assignment}`).toContain(
            assignment.split('=')[0],
          );
        }
      }
      const start = /^ExecStart=(\S+) (\S+)$/m.exec(unit.body);
      expect(start?.[1], unit.file).toBe(`${CHECKOUT}/node_modules/.bin/node`);
      expect(existsSync(join(ROOT, start?.[2] ?? '')), unit.file).toBe(true);
    }
  });

  it('the recipe’s unit starts a site with no demo content', () => {
    const recipe = units.filter((unit) => unit.file === 'docs/deployment.md');
    expect(recipe).toHaveLength(1);
    expect(recipe[0]?.body).toMatch(/^Environment=.*\bDEMO_CONTENT=0\b/m);
  });
});

describe('every Caddyfile of the docs', () => {
  const blocks = docFiles().flatMap((file) => [
    ...fences(file)
      .filter((fence) => fence.lang === 'caddyfile')
      .map((fence) => ({ file, body: fence.body })),
    // A site block written inline, as the README once did: adapted too, so it must be valid.
    ...[...readDoc(file).matchAll(/`([^`\n]*\{[^`\n]*reverse_proxy[^`\n]*\})`/g)].map((m) => ({
      file,
      body: `${m[1]}\n`,
    })),
  ]);

  const adapt = (body: string) => {
    const dir = makeTempDir('filmfolio-caddyfile-');
    writeFileSync(join(dir, 'Caddyfile'), body);
    const run = spawnSync(
      'caddy',
      ['adapt', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
      {
        env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir },
        encoding: 'utf8',
      },
    );
    rmSync(dir, { recursive: true, force: true });
    return run;
  };

  it('is accepted by `caddy adapt` (Debian’s Caddy 2.6)', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const run = adapt(block.body);
      expect(run.status, `${block.file}:\n${block.body}${run.stderr}`).toBe(0);
      expect(JSON.parse(run.stdout)).toHaveProperty('apps.http');
    }
  });

  it('the one-line block Caddy 2.6 refuses is refused here too', () => {
    expect(adapt('example.fr { reverse_proxy 127.0.0.1:4321 }\n').status).not.toBe(0);
  });
});
