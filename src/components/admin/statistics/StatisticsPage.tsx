import { useCallback, useMemo, useState } from 'react';
import type { LinksPort, SessionPort, StatisticsPort, VideosPort } from '../../../backend/port.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { PrivateLink } from '../../../lib/private-link.ts';
import type { DailyCount } from '../../../lib/statistics/counts.ts';
import {
  DEFAULT_PERIOD,
  PERIODS,
  type Period,
  periodStart,
} from '../../../lib/statistics/period.ts';
import { buildReport } from '../../../lib/statistics/report.ts';
import type { Video } from '../../../lib/video.ts';
import { Button } from '../../ui/Button.tsx';
import { RadioChips } from '../../ui/RadioChips.tsx';
import { AdminShell } from '../AdminShell.tsx';
import { PageNotice } from '../PageNotice.tsx';
import { type Navigate, navigateTo } from '../session.ts';
import { usePageLoad } from '../use-page-load.ts';
import { useSessionGate } from '../use-session-gate.ts';
import { downloadCsv } from './download-csv.ts';
import { FilmTable, LinkTable } from './StatisticsTables.tsx';
import { VisitsChart } from './VisitsChart.tsx';

export interface StatisticsPageProps {
  backend: SessionPort &
    StatisticsPort &
    Pick<VideosPort, 'listVideos'> &
    Pick<LinksPort, 'listLinks'>;
  navigate?: Navigate;
  /** Today's UTC day (the days the server counts in); tests fix it. */
  today?: () => string;
}

interface Loaded {
  counts: DailyCount[];
  videos: Video[];
  links: PrivateLink[];
}

const TOTALS = ['visits', 'plays'] as const;

const utcToday = () => new Date().toISOString().slice(0, 10);

/** /admin/statistiques: the audience of the site and of each private link, behind the session. */
export function StatisticsPage({
  backend,
  navigate = navigateTo,
  today = utcToday,
}: StatisticsPageProps) {
  const t = fr.statistics;
  const gate = useSessionGate(backend, navigate);
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const range = useMemo(() => {
    const to = today();
    return { from: periodStart(period, to), to };
  }, [period, today]);
  const load = useCallback(async (): Promise<Loaded> => {
    const [counts, videos, links] = await Promise.all([
      backend.statisticsCounts(range.from, range.to),
      backend.listVideos(),
      backend.listLinks(),
    ]);
    return { counts, videos, links };
  }, [backend, range]);
  const { loaded, failed } = usePageLoad(gate, load, 'statistics');

  const report = useMemo(
    () =>
      loaded &&
      buildReport(
        loaded.counts,
        range,
        loaded.videos.map((v) => ({ id: v.id, title: v.title })),
        loaded.links.map((l) => ({ id: l.id, name: l.name })),
      ),
    [loaded, range],
  );

  if (gate.state !== 'ok' || failed) {
    return <PageNotice failure={gate.state === 'checking' ? null : t.loadError} />;
  }

  return (
    <AdminShell current="statistics" onSignOut={gate.signOut} measure="max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{t.heading}</h1>
        <RadioChips
          legend={t.period}
          options={PERIODS}
          labels={t.periods}
          value={period}
          onChange={setPeriod}
          className="flex gap-1 rounded-lg border border-line p-1"
          chipClassName="inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 py-1.5 text-sm md:min-h-0 has-[:checked]:bg-panel has-[:checked]:text-accent has-[:focus-visible]:outline-2"
        />
      </div>
      <p className="text-sm text-muted">{t.howCounted}</p>
      {!report || !loaded ? (
        <p role="status" className="text-muted">
          {t.loading}
        </p>
      ) : (
        <>
          <section aria-labelledby="stat-totals">
            <h2 id="stat-totals" className="sr-only">
              {t.totals}
            </h2>
            <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
              {TOTALS.map((total) => (
                <div key={total} className="rounded-xl border border-line bg-panel p-4">
                  <dt className="text-sm text-muted">{t[total]}</dt>
                  <dd className="text-3xl font-bold tabular-nums" data-total={total}>
                    {report.totals[total]}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {report.limitedDays.length > 0 && (
            <p data-limited className="rounded-xl border border-accent/50 bg-panel p-4 text-sm">
              <strong>{fr.statisticsLimits.mark}</strong>{' '}
              {fr.statisticsLimits.text(report.limitedDays.join(', '))}
            </p>
          )}
          <VisitsChart days={report.days} />
          <section aria-labelledby="stat-films" className="flex flex-col gap-3">
            <h2 id="stat-films" className="text-xl font-semibold">
              {t.byFilm}
            </h2>
            <FilmTable films={report.films} />
            <p className="text-sm text-muted">{t.embedNote}</p>
          </section>
          <section aria-labelledby="stat-links" className="flex flex-col gap-3">
            <h2 id="stat-links" className="text-xl font-semibold">
              {t.byLink}
            </h2>
            <LinkTable links={report.links} />
          </section>
          <div>
            <Button
              variant="outline"
              onClick={() =>
                downloadCsv(loaded.counts, range, {
                  films: new Map(loaded.videos.map((v) => [v.id, v.title])),
                  links: new Map(loaded.links.map((l) => [l.id, l.name])),
                })
              }
            >
              {t.export}
            </Button>
          </div>
        </>
      )}
    </AdminShell>
  );
}
