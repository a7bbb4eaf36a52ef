// PostgREST's table API for the stand-in (stand-in.ts), as the adapter uses it with
// supabase-js and plain fetch: select with columns and embedded relations, filters, order,
// limit/offset and Range, Content-Range, Prefer return=minimal|representation and count=exact,
// the single-object Accept, and errors in PostgREST's body and status. Every statement runs as
// the caller's role with its JWT claims, so row-level security does the filtering: this module
// never filters rows by itself. Follows https://postgrest.org/en/stable/references/api.html and
// .../references/errors.html (docs/supabase.md, "The stand-in").
import type http from 'node:http';
import type { Caller } from './stand-in-http.ts';
import { readJson, send } from './stand-in-http.ts';

type Sql = <R>(who: Caller, text: string, params?: unknown[]) => Promise<R[]>;
type SuperSql = <R>(text: string, params?: unknown[]) => Promise<R[]>;

const IDENT = /^[a-z_][a-z0-9_]*$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

export class PostgrestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;

  constructor(status: number, code: string, message: string, details: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const ident = (name: string) => {
  if (!IDENT.test(name)) throw new PostgrestError(400, 'PGRST100', `bad name "${name}"`);
  return `"${name}"`;
};

/** The HTTP status PostgREST gives a SQLSTATE (errors.html, "SQLSTATE to HTTP status"). */
export function statusOfSqlState(code: string, role: Caller['role']): number {
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) return Number(pt[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (code === '25006') return 405;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/** A thrown database or PostgREST error as PostgREST's body and status. */
export function sendPostgrestError(res: http.ServerResponse, error: unknown, role: Caller['role']) {
  if (error instanceof PostgrestError) {
    return send(res, error.status, {
      code: error.code,
      details: error.details,
      hint: null,
      message: error.message,
    });
  }
  const { code, message, detail, hint } = error as {
    code?: string;
    message?: string;
    detail?: string;
    hint?: string;
  };
  return send(res, code ? statusOfSqlState(code, role) : 500, {
    code: code ?? null,
    details: detail ?? null,
    hint: hint ?? null,
    message: message ?? String(error),
  });
}

/** Splits on commas outside parentheses: "id,videos(slug,title)" -> ["id", "videos(slug,title)"]. */
function topLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

interface ForeignKey {
  from_table: string;
  from_column: string;
  to_table: string;
  to_column: string;
}

export function createStandInPostgrest({ sql, sudo }: { sql: Sql; sudo: SuperSql }) {
  async function tableExists(table: string): Promise<boolean> {
    const rows = await sudo<{ ok: boolean }>(
      `select true as ok from pg_catalog.pg_class c join pg_catalog.pg_namespace n
       on n.oid = c.relnamespace where n.nspname = 'public' and c.relname = $1
       and c.relkind in ('r', 'v')`,
      [table],
    );
    return rows.length > 0;
  }

  async function foreignKey(a: string, b: string): Promise<ForeignKey | undefined> {
    const [key] = await sudo<ForeignKey>(
      `select cf.relname as from_table, af.attname as from_column,
              ct.relname as to_table, at.attname as to_column
       from pg_catalog.pg_constraint k
       join pg_catalog.pg_class cf on cf.oid = k.conrelid
       join pg_catalog.pg_class ct on ct.oid = k.confrelid
       join pg_catalog.pg_attribute af on af.attrelid = k.conrelid and af.attnum = k.conkey[1]
       join pg_catalog.pg_attribute at on at.attrelid = k.confrelid and at.attnum = k.confkey[1]
       where k.contype = 'f' and pg_catalog.array_length(k.conkey, 1) = 1
         and ((cf.relname = $1 and ct.relname = $2) or (cf.relname = $2 and ct.relname = $1))
       limit 1`,
      [a, b],
    );
    return key;
  }

  /** The select list as SQL over `alias`, embedded relations as JSON subqueries. */
  async function columnsOf(table: string, alias: string, select: string): Promise<string> {
    const items = topLevel(select || '*');
    const out: string[] = [];
    for (const item of items) {
      if (item === '*') {
        out.push(`${alias}.*`);
        continue;
      }
      const embed = /^([a-z_][a-z0-9_]*)(?:!inner)?\((.*)\)$/.exec(item);
      if (!embed) {
        out.push(`${alias}.${ident(item)}`);
        continue;
      }
      const [, relation = '', inner = '*'] = embed;
      const key = await foreignKey(table, relation);
      if (!key) {
        throw new PostgrestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table}' and '${relation}' in the schema cache`,
        );
      }
      const sub = `${alias}_${relation}`;
      const subColumns = await columnsOf(relation, sub, inner);
      if (key.from_table === table) {
        // Many-to-one: one object or null.
        out.push(
          `(select pg_catalog.to_jsonb(x) from (select ${subColumns} from public.${ident(relation)} ${sub}
            where ${sub}.${ident(key.to_column)} = ${alias}.${ident(key.from_column)}) x) as ${ident(relation)}`,
        );
      } else {
        out.push(
          `(select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x)), '[]') from (select ${subColumns}
            from public.${ident(relation)} ${sub}
            where ${sub}.${ident(key.from_column)} = ${alias}.${ident(key.to_column)}) x) as ${ident(relation)}`,
        );
      }
    }
    return out.join(', ');
  }

  function filtersOf(url: URL, params: unknown[]): string {
    const where: string[] = [];
    for (const [key, value] of url.searchParams) {
      if (RESERVED.has(key)) continue;
      const [, negate, op = '', operand = ''] = /^(not\.)?([a-z]+)\.(.*)$/s.exec(value) ?? [];
      let clause: string;
      if (op in OPERATORS) {
        params.push(operand);
        // The value takes the column's own type (numbers, uuids, times), as PostgREST casts it.
        clause = `${ident(key)} ${OPERATORS[op]} $${params.length}`;
      } else if (op === 'is' && /^(null|true|false)$/.test(operand)) {
        clause = `${ident(key)} is ${operand}`;
      } else if (op === 'in' && /^\(.*\)$/.test(operand)) {
        params.push(
          operand
            .slice(1, -1)
            .split(',')
            .map((v) => v.replace(/^"|"$/g, '')),
        );
        clause = `${ident(key)}::text = any($${params.length}::text[])`;
      } else {
        throw new PostgrestError(400, 'PGRST100', `"failed to parse filter (${value})"`);
      }
      where.push(negate ? `not (${clause})` : clause);
    }
    return where.length ? ` where ${where.join(' and ')}` : '';
  }

  function orderOf(url: URL): string {
    const order = url.searchParams.get('order');
    if (!order) return '';
    const terms = order.split(',').map((term) => {
      const [column = '', ...modifiers] = term.split('.');
      const direction = modifiers.includes('desc') ? 'desc' : 'asc';
      const nulls = modifiers.includes('nullsfirst')
        ? ' nulls first'
        : modifiers.includes('nullslast')
          ? ' nulls last'
          : '';
      return `${ident(column)} ${direction}${nulls}`;
    });
    return ` order by ${terms.join(', ')}`;
  }

  /** limit/offset parameters, or a Range header ("0-9"), as PostgREST reads them. */
  function windowOf(req: http.IncomingMessage, url: URL): { offset: number; limit: number | null } {
    let offset = Number(url.searchParams.get('offset') ?? 0);
    let limit: number | null = url.searchParams.has('limit')
      ? Number(url.searchParams.get('limit'))
      : null;
    const range = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range) {
      offset = Number(range[1]);
      if (range[2]) limit = Number(range[2]) - offset + 1;
    }
    if (!Number.isInteger(offset) || offset < 0 || (limit !== null && limit < 0)) {
      throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable');
    }
    return { offset, limit };
  }

  return async function postgrest(
    who: Caller,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<void> {
    const table = url.pathname.slice('/rest/v1/'.length);
    if (!IDENT.test(table) || !(await tableExists(table))) {
      throw new PostgrestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${table}' in the schema cache`,
      );
    }
    const prefer = String(req.headers.prefer ?? '');
    const single = /vnd\.pgrst\.object/.test(String(req.headers.accept ?? ''));
    const representation = req.method === 'GET' || /return=representation/.test(prefer);
    const params: unknown[] = [];
    const filter = filtersOf(url, params);
    const select = url.searchParams.get('select') ?? '*';
    let source: string;
    if (req.method === 'GET' || req.method === 'HEAD') {
      source = `select * from public.${ident(table)}${filter}`;
    } else if (req.method === 'DELETE') {
      source = `delete from public.${ident(table)}${filter} returning *`;
    } else {
      const body = await readJson(req);
      const rows = Array.isArray(body) ? body : [body];
      const names = (url.searchParams.get('columns')?.split(',') ?? Object.keys(rows[0] ?? {})).map(
        (name) => ident(name.replace(/"/g, '')),
      );
      params.push(JSON.stringify(req.method === 'POST' ? rows : body));
      const at = `$${params.length}`;
      if (req.method === 'POST') {
        source = `insert into public.${ident(table)} (${names.join(', ')})
          select ${names.join(', ')} from pg_catalog.json_populate_recordset(null::public.${ident(table)}, ${at})
          returning *`;
      } else if (req.method === 'PATCH') {
        source = `update public.${ident(table)} set (${names.join(', ')}) =
          (select ${names.join(', ')} from pg_catalog.json_populate_record(null::public.${ident(table)}, ${at}))${filter}
          returning *`;
      } else throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
    if (!representation) {
      // return=minimal: no RETURNING, so a role that may insert but not read (a visitor's
      // contact message) is not refused for the read.
      await sql(who, source.replace(/\s+returning \*$/, ''), params);
      res.writeHead(req.method === 'POST' ? 201 : 204, { 'content-range': '*/*' });
      res.end();
      return;
    }
    const { offset, limit } = windowOf(req, url);
    const columns = await columnsOf(table, 'r', select);
    const window = `${orderOf(url)}${limit === null ? '' : ` limit ${limit}`} offset ${offset}`;
    const counted = /count=exact/.test(prefer);
    const [result] = await sql<{ rows: unknown[]; total: number }>(
      who,
      `with r as (${source})
       select coalesce((select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(x)) from
         (select ${columns} from r r${window}) x), '[]') as rows,
         (select pg_catalog.count(*)::int from r) as total`,
      params,
    );
    const rows = result?.rows ?? [];
    const total = result?.total ?? 0;
    const contentRange =
      rows.length === 0
        ? `*/${counted ? total : '*'}`
        : `${offset}-${offset + rows.length - 1}/${counted ? total : '*'}`;
    const status = req.method === 'POST' ? 201 : 200;
    if (single && representation && rows.length !== 1) {
      throw new PostgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.length} rows`,
      );
    }
    res.setHeader('content-range', contentRange);
    send(res, status, single ? rows[0] : rows);
  };
}
