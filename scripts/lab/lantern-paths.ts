import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

// Lighthouse's mobile figures are simulated (Lantern): from the trace it builds a graph of the
// requests and main-thread tasks the first contentful paint depended on, then replays that graph
// on a slow phone and network. Which requests are in that graph says what a change to the page did
// to FCP far more steadily than the figure itself on a busy machine, so the bench lists them.

interface GraphNode {
  type: string;
  request?: { url: string };
}
interface Estimate {
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
interface ComputedMetric {
  request(data: object, context: object): Promise<LanternResult>;
}

export interface FcpGraph {
  /** The requests of both graphs (optimistic and pessimistic), in simulated order. */
  requests: string[];
  /**
   * Simulated main-thread time in the pessimistic graph (observed task times, 4x): with the same
   * requests as the floor, what is left of a gap comes from here, and so from the machine's load.
   */
  cpuMs: number;
}

/** Lantern's FCP graphs for the artifacts Lighthouse saved under `artifactsDir` (-G). */
export async function fcpGraph(artifactsDir: string): Promise<FcpGraph> {
  const artifacts = loadArtifacts(artifactsDir);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: defaultSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
    HostDPR: artifacts.HostDPR,
  };
  const context = { computedCache: new Map(), settings: defaultSettings };
  const metric = LanternFirstContentfulPaint as unknown as ComputedMetric;
  const result = await metric.request(data, context);
  const urls = new Set<string>();
  for (const estimate of [result.optimisticEstimate, result.pessimisticEstimate]) {
    for (const node of estimate.nodeTimings.keys()) {
      if (node.type === 'network' && node.request) urls.add(node.request.url);
    }
  }
  let cpuMs = 0;
  for (const [node, timing] of result.pessimisticEstimate.nodeTimings) {
    if (node.type === 'cpu') cpuMs += timing.endTime - timing.startTime;
  }
  return { requests: [...urls], cpuMs };
}

/** Script paths in each simulated FCP graph (the floor's has none to offer). */
export function scriptsOnFcpPath(graphs: readonly FcpGraph[]): string[][] {
  return graphs.map((graph) =>
    graph.requests
      .map((url) => url.replace(/^https?:\/\/[^/]+/, ''))
      .filter((url) => /\.m?js(\?|$)/.test(url)),
  );
}
