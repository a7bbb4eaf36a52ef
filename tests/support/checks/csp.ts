import { createHash } from 'node:crypto';

export type Policy = Map<string, string[]>;

export function parsePolicy(header: string): Policy {
  const policy: Policy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The sources a fetch directive really uses: its own, or default-src's when it is absent. */
export function effective(policy: Policy, directive: string): string[] {
  return policy.get(directive) ?? policy.get('default-src') ?? ['*'];
}

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

/** Problems with script-src: anything beyond our own origin and exact inline-script hashes. */
export function scriptSourceProblems(policy: Policy): string[] {
  const sources = policy.get('script-src') ?? policy.get('default-src');
  if (!sources) return ['no script-src and no default-src'];
  return sources
    .filter((s) => s !== "'self'" && s !== "'none'" && !HASH_SOURCE.test(s))
    .map((s) => `script source ${s}`);
}

export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    if (/type\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    out.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return out;
}
