import { fr } from '../../../lib/i18n/fr.ts';
import { fillRow, type GridCell, gridCells, gridHoles } from '../../../lib/layout.ts';
import type { Layout, Video } from '../../../lib/video.ts';
import { Button } from '../../ui/Button.tsx';

export interface PublicPlanProps {
  /** The dashboard's order as it is now (a drag or a key press shows here at once). */
  videos: readonly Video[];
  onLayout: (video: Video, layout: Layout) => void;
}

const LAYOUT_NAMES: Record<Layout, string> = {
  full: fr.dashboard.layoutFull,
  half: fr.dashboard.layoutHalf,
  normal: fr.dashboard.layoutNormal,
};

interface Row {
  index: number;
  cards: Array<{ video: Video; cell: GridCell }>;
  empty: number[];
}

/**
 * A small plan of the public grid on a wide screen (the rules of src/lib/layout.ts), visible
 * films only, in the dashboard's order: a row with an empty cell says so and suggests the one
 * layout change that fills the grid best.
 */
export function PublicPlan({ videos, onLayout }: PublicPlanProps) {
  const shown = videos.filter((v) => v.visible !== false);
  if (shown.length === 0) return null;
  const cells = gridCells(shown);
  const holes = gridHoles(cells);
  const rows: Row[] = [];
  shown.forEach((video, i) => {
    const cell = cells[i] as GridCell;
    let row = rows[cell.row];
    if (!row) {
      row = { index: cell.row, cards: [], empty: holes.get(cell.row) ?? [] };
      rows[cell.row] = row;
    }
    row.cards.push({ video, cell });
  });
  return (
    <section aria-labelledby="public-plan-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="public-plan-heading" className="text-xl font-semibold">
          {fr.ownerSide.planTitle}
        </h2>
        <p className="text-sm text-muted">{fr.ownerSide.planDescription}</p>
      </div>
      {/* Divs, not a list: the dashboard's lists are its films and messages. */}
      <div className="flex max-w-2xl flex-col gap-2" data-public-plan>
        {rows.map((row) => (
          <PlanRow key={row.index} row={row} shown={shown} onLayout={onLayout} />
        ))}
      </div>
    </section>
  );
}

function PlanRow({
  row,
  shown,
  onLayout,
}: {
  row: Row;
  shown: readonly Video[];
  onLayout: PublicPlanProps['onLayout'];
}) {
  const fix = row.empty.length > 0 ? fillRow(shown, row.index) : null;
  const target = fix ? shown[fix.index] : undefined;
  return (
    <div className="flex flex-col gap-1">
      {/* A picture of the row: numbered cells (the film's place in the list), its title on hover. */}
      <div
        className="grid grid-cols-6 gap-1"
        data-plan-row={row.index}
        role="img"
        aria-label={fr.ownerSide.planRow(row.index + 1, row.cards.length, row.empty.length)}
      >
        {row.cards.map(({ video, cell }) => (
          <div
            key={video.id}
            data-plan-id={video.id}
            data-plan-column={cell.column}
            title={video.title}
            style={{ gridColumn: `${cell.column} / span ${cell.span}`, gridRow: 1 }}
            className="min-w-0 rounded border border-line bg-panel px-1.5 py-1.5 text-center text-xs tabular-nums"
          >
            {shown.indexOf(video) + 1}
          </div>
        ))}
        {row.empty.map((column) => (
          <div
            key={`empty-${column}`}
            data-plan-empty={column}
            style={{ gridColumn: `${column} / span 1`, gridRow: 1 }}
            className="rounded border border-dashed border-danger/70 bg-danger/10"
          />
        ))}
      </div>
      {row.empty.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-plan-hole>
          <span className="font-semibold">{fr.ownerSide.emptyCell}</span>
          {fix && target ? (
            <>
              <span className="text-muted">
                {fr.ownerSide.fillSuggestion(target.title, LAYOUT_NAMES[fix.layout])}
              </span>
              <Button variant="outline" size="compact" onClick={() => onLayout(target, fix.layout)}>
                {fr.ownerSide.fillApply(target.title)}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
