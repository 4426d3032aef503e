// What Lighthouse's simulated LCP (Lantern) waited for, from one run's
// artifacts: `BENCH_PATH=1 node bench/lighthouse.mjs` prints it per run.
//
// Lantern simulates the page on slow 4G and a 4x slower CPU as a graph: every
// request and main-thread task that happened before the observed LCP, each
// after what it depended on (a request after the script or task that sent it,
// a task after the script it ran). LCP is the average of an optimistic and a
// pessimistic estimate, each the end of the graph's last node. The path below
// walks back from that node through the dependency that ended last: what the
// page would have to start sooner, or do less of, for LCP to come earlier.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const short = (url) => {
  try {
    const u = new URL(url);
    return (u.pathname + u.search).replace(/^\/widgets\/chunks\//, 'chunks/');
  } catch {
    return url;
  }
};

function describe(node) {
  if (node.type === 'network') {
    const r = node.request;
    return `${r.resourceType ?? '?'} ${short(r.url)} (${r.priority}, ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB)`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map(short);
  const names = [...new Set(node.childEvents.map((e) => e.name).filter((n) => /^(EvaluateScript|FunctionCall|TimerFire|Layout|Paint|ParseHTML|v8\.compile|RunMicrotasks|EventDispatch|XHRReadyStateChange)$/.test(n)))];
  return `CPU ${names.slice(0, 4).join(',')}${scripts.length ? ' ' + scripts.join(' ') : ''}`;
}

/** The chain of nodes that set the estimate's end, first to last. */
function criticalPath(nodeTimings) {
  let last;
  for (const [node, timing] of nodeTimings) if (!last || timing.endTime > nodeTimings.get(last).endTime) last = node;
  const path = [];
  for (let node = last; node; ) {
    path.unshift(node);
    node = node.getDependencies().filter((d) => nodeTimings.has(d))
      .sort((a, b) => nodeTimings.get(b).endTime - nodeTimings.get(a).endTime)[0];
  }
  return path;
}

/**
 * Lines describing the simulated LCP of one run: each estimate's total,
 * its CPU and network share, and its critical path.
 * @param {object} artifacts Lighthouse's run artifacts (`result.artifacts`)
 * @param {object} settings `result.lhr.configSettings`
 */
export async function lanternLcpReport(artifacts, settings, { all = false } = {}) {
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext,
    settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null, HostDPR: artifacts.HostDPR,
  };
  const result = await LanternLargestContentfulPaint.request(data, context);
  const lines = [`    Lantern LCP ${result.timing.toFixed(0)} ms`];
  for (const [label, estimate] of [['optimistic', result.optimisticEstimate], ['pessimistic', result.pessimisticEstimate]]) {
    const timings = estimate.nodeTimings;
    let cpu = 0;
    let requests = 0;
    for (const [node, t] of timings) {
      if (node.type === 'cpu') cpu += t.duration ?? t.endTime - t.startTime;
      else requests++;
    }
    lines.push(`    ${label} ${estimate.timeInMs.toFixed(0)} ms: ${requests} requests, ${cpu.toFixed(0)} ms of simulated CPU`);
    const shown = all ? [...timings.keys()].filter((n) => n.type === 'network' || timings.get(n).duration > 20)
      .sort((a, b) => timings.get(a).startTime - timings.get(b).startTime) : criticalPath(timings);
    for (const node of shown) {
      const t = timings.get(node);
      lines.push(`      ${t.startTime.toFixed(0).padStart(5)} → ${t.endTime.toFixed(0).padStart(5)} ms  ${describe(node)}`);
    }
  }
  return lines;
}
