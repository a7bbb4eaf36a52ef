// The two languages of the public site and how a page picks its texts (issue 32,
// docs/english-site.md). French is the site's language; English sits beside it under /en/.
import { en } from './en.ts';
import { fr } from './fr.ts';

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** fr.ts's shape with its literal texts widened to string: en.ts must have every key of it. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export type Messages = Widen<typeof fr>;

/** The texts of a page in `lang`. */
export const messagesFor = (lang: Lang): Messages => (lang === 'en' ? en : fr);

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);
