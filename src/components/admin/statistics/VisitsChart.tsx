import { fr } from '../../../lib/i18n/fr.ts';

const DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const dayLabel = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 24, left: 36 };

/**
 * Visits per day as SVG bars with their axis written as text; the same figures follow in a table
 * that only screen readers get (the picture is hidden from them, the table says it all).
 */
export function VisitsChart({ days }: { days: ReadonlyArray<{ day: string; visits: number }> }) {
  const t = fr.statistics;
  const max = Math.max(1, ...days.map((d) => d.visits));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(1, step * 0.7);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-semibold">{t.chart}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-muted"
        aria-hidden="true"
        data-visits-chart
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke="currentColor"
        />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="12" fill="currentColor">
          {max}
        </text>
        <text
          x={PAD.left - 6}
          y={PAD.top + plotH}
          textAnchor="end"
          fontSize="12"
          fill="currentColor"
        >
          0
        </text>
        {days.map((d, i) => {
          const h = (d.visits / max) * plotH;
          return (
            <rect
              key={d.day}
              x={PAD.left + i * step + (step - barW) / 2}
              y={PAD.top + plotH - h}
              width={barW}
              height={h}
              className="fill-accent"
            >
              <title>{`${dayLabel(d.day)} : ${d.visits}`}</title>
            </rect>
          );
        })}
        {first && (
          <text x={PAD.left} y={HEIGHT - 6} fontSize="12" fill="currentColor">
            {dayLabel(first.day)}
          </text>
        )}
        {last && (
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 6}
            textAnchor="end"
            fontSize="12"
            fill="currentColor"
          >
            {dayLabel(last.day)}
          </text>
        )}
      </svg>
      <table className="sr-only">
        <caption>{t.chart}</caption>
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            <th scope="col">{t.visits}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
