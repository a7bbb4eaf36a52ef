import type { ReactNode } from 'react';
import { fr } from '../../../lib/i18n/fr.ts';
import type { FilmStats, LinkStats } from '../../../lib/statistics/report.ts';

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const cell = 'px-1.5 py-2 text-right tabular-nums sm:px-3';
const head = 'px-1.5 py-2 font-medium text-muted sm:px-3';

const t = fr.statistics;
/** Each table's caption, columns (the row's name first, then its figures) and empty sentence. */
const TABLES = {
  films: { caption: t.byFilm, columns: [t.film, t.visits, t.plays, t.completes], none: t.noFilms },
  links: { caption: t.byLink, columns: [t.link, t.visits, t.plays, t.lastVisit], none: t.noLinks },
} as const;

/** The frame both tables share: a scrolling box, a caption for screen readers, one header row
 * whose first column names the row and whose other columns are right-aligned figures; with no
 * rows, the sentence that says so instead. */
function StatTable({
  name,
  rows,
  children,
}: {
  name: keyof typeof TABLES;
  rows: number;
  children: ReactNode;
}) {
  const {
    caption,
    columns: [first, ...figures],
    none,
  } = TABLES[name];
  if (rows === 0) return <p className="text-muted">{none}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left" data-stat-table={name}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={head}>
              {first}
            </th>
            {figures.map((label) => (
              <th key={label} scope="col" className={`${head} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A row's name, then its figures in the header's order. */
function RowCells({
  label,
  pad,
  figures,
}: {
  label: string;
  /** A link's row keeps no bottom padding: its details row follows. */
  pad: 'py-2' | 'pt-2';
  figures: readonly (number | string)[];
}) {
  return (
    <>
      <th scope="row" className={`px-1.5 sm:px-3 ${pad} font-normal`}>
        {label}
      </th>
      {figures.map((figure, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the header fixes the columns; a position is a column
        <td key={column} className={cell}>
          {figure}
        </td>
      ))}
    </>
  );
}

/** Every film, most played first: its page's visits, its plays anywhere, its full watches. */
export function FilmTable({ films }: { films: readonly FilmStats[] }) {
  return (
    <StatTable name="films" rows={films.length}>
      <tbody>
        {films.map((film) => (
          <tr key={film.id} data-film={film.id} className="border-b border-line/50">
            <RowCells
              label={film.title}
              pad="py-2"
              figures={[film.visits, film.plays, film.completes]}
            />
          </tr>
        ))}
      </tbody>
    </StatTable>
  );
}

/** Every private link, with the films played through it in a details row. */
export function LinkTable({ links }: { links: readonly LinkStats[] }) {
  return (
    <StatTable name="links" rows={links.length}>
      {links.map((link) => (
        <tbody key={link.id} data-link={link.id} className="border-b border-line/50">
          <tr>
            <RowCells
              label={link.name}
              pad="pt-2"
              figures={[
                link.visits,
                link.plays,
                link.last_visit_at ? DATE.format(new Date(link.last_visit_at)) : t.never,
              ]}
            />
          </tr>
          <tr>
            <td colSpan={4} className="px-3 pb-2 text-sm">
              <details>
                <summary className="cursor-pointer text-muted">{t.filmsPlayed(link.name)}</summary>
                {link.films.length === 0 ? (
                  <p className="mt-1 text-muted">{t.noFilmPlayed}</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-1">
                    {link.films.map((film) => (
                      <li key={film.id} data-link-film={film.id}>
                        {film.title} — {t.plays} : {film.plays}, {t.completes} : {film.completes}
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </td>
          </tr>
        </tbody>
      ))}
    </StatTable>
  );
}
