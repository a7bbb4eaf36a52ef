/**
 * What a start on a new data folder prints: whether it holds the demo content, so an owner who
 * forgot DEMO_CONTENT=0 learns it from the log before the demo goes live (issue 33).
 */
export function freshFolderLine(dataDir: string, demo: boolean): string {
  return demo
    ? `FilmFolio: new data folder ${dataDir} with the demo content (DEMO_CONTENT=0 starts an empty site; the dashboard can clear the demo)`
    : `FilmFolio: new data folder ${dataDir}, empty (DEMO_CONTENT=0)`;
}
