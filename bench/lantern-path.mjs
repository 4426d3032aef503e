// What Lighthouse's simulated LCP (Lantern) waited for, from one run's
// artifacts: `BENCH_PATH=1 node bench/lighthouse.mjs` prints it per run.
//
// Lantern simulates the page on slow 4G and a slower CPU (the run's
// cpuSlowdownMultiplier: bench/calibrate.mjs's rate) as a graph: every
// request and main-thread task that happened before the observed LCP, each
// after what it depended on (a request after the script or task that sent it,
// a task after the script it ran). LCP is the average of an optimistic and a
// pessimistic estimate, each the end of the graph's last node. The path below
// walks back from that node through the dependency that ended last: what the
// page would have to start sooner, or do less of, for LCP to come earlier.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { Metrics } from 'lighthouse/core/lib/lantern/lantern.js';

const { TBTUtils } = Metrics;

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

/** What Lighthouse's computed Lantern metrics take: one run's artifacts and settings, and a fresh cache. */
function computation(artifacts, settings) {
  return {
    context: { computedCache: new Map(), settings },
    data: {
      trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext,
      settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null, HostDPR: artifacts.HostDPR,
    },
  };
}

/**
 * Lines describing the simulated LCP of one run: each estimate's total,
 * its CPU and network share, and its critical path.
 * @param {object} artifacts Lighthouse's run artifacts (`result.artifacts`)
 * @param {object} settings `result.lhr.configSettings`
 */
export async function lanternLcpReport(artifacts, settings, { all = false } = {}) {
  const { data, context } = computation(artifacts, settings);
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

const JS_ENTRIES = new Set(['FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch', 'v8.evaluateModule', 'EvaluateScript', 'RunMicrotasks', 'XHRLoad', 'ParseHTML']);

/** What one simulated task was in the observed run: its JavaScript entries and rendering work, each with its observed ms. */
function describeTask(node) {
  const parts = new Map();
  for (const e of node.childEvents) {
    if (!e.dur) continue;
    let name = e.name;
    if (name === 'FunctionCall' && e.args?.data) name += ` ${e.args.data.functionName || '(anon)'} ${short(e.args.data.url ?? '')}:${e.args.data.lineNumber}:${e.args.data.columnNumber}`;
    else if (name === 'EventDispatch') name += ` ${e.args?.data?.type}`;
    else if (!JS_ENTRIES.has(name) && !/^(Layout|UpdateLayoutTree|Paint|MajorGC|MinorGC)$/.test(name)) continue;
    parts.set(name, (parts.get(name) ?? 0) + e.dur / 1000);
  }
  return [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ');
}

/**
 * Lines naming the tasks that make up the simulated TBT of one run: each
 * task of 50 ms or more (simulated) between FCP and TTI, with what it ran.
 */
export async function lanternTbtReport(artifacts, settings) {
  const { LanternTotalBlockingTime } = await import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js');
  const { LanternFirstContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js');
  const { LanternInteractive } = await import('lighthouse/core/computed/metrics/lantern-interactive.js');
  const { data, context } = computation(artifacts, settings);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const lines = [`    Lantern TBT ${tbt.timing.toFixed(0)} ms`];
  for (const [label, estimate, from, to] of [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ]) {
    lines.push(`    ${label} ${estimate.timeInMs.toFixed(0)} ms (FCP ${from.toFixed(0)}, TTI ${to.toFixed(0)})`);
    for (const [node, t] of [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
      if (node.type !== 'cpu' || t.duration < TBTUtils.BLOCKING_TIME_THRESHOLD || t.endTime < from || t.startTime > to) continue;
      // Lighthouse's own count: the part of the task after FCP and before TTI, less 50 ms.
      const blocking = TBTUtils.calculateTbtImpactForEvent({ start: t.startTime, end: t.endTime, duration: t.duration }, from, to);
      lines.push(`      ${t.startTime.toFixed(0).padStart(5)} +${t.duration.toFixed(0).padStart(3)} ms (blocks ${blocking.toFixed(0)}): ${describeTask(node)}`);
    }
  }
  return lines;
}
