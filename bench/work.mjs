// The main-thread work of one interaction, read from a Chromium trace in
// thread time: what the page's main thread computed from the input's first
// event to the first frame committed after its last one, by kind. Thread time
// counts only the thread's own CPU, so it grows far less than the Event Timing
// figure when other processes share the machine: it is the work the
// interaction costs, which the phone's slower CPU then stretches (about the
// calibrated slowdown). Read it with the CPU not slowed: under Chromium's
// throttle a thread's time counts the throttle's pauses too. Heavy load still
// stretches it (shared caches and cores: up to twice the quiet figure at a load of 9).
// Used by `BENCH_WORK=1 node bench/interactions.mjs`; `BENCH_WORK_DUMP=0.2` also
// lists each traced step over 0.2 ms, nested, with the script stack of a forced
// style or layout.

const INPUT = new Set(['touchstart', 'touchend', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keypress', 'input', 'keyup']);

// Rendering steps, each counted once at its outermost occurrence (a Paint holds nested Paints).
const KINDS = {
  UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'prepaint', Paint: 'paint',
  Layerize: 'commit', Commit: 'commit', HitTest: 'hit test',
};

/** Runs `act` with the page traced (`cdp`: a CDP session of the page) in `categories`; resolves with the trace's events. */
export async function traced(cdp, categories, act) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  try {
    await act();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/**
 * Runs `act` with the page traced and returns `{ total, parts, elements }`:
 * the main thread's thread time in ms from the first input event to the first
 * commit after the last, by kind ('script and other' is the rest), and the
 * elements styled.
 */
export async function traceWork(cdp, act) {
  const stacks = process.env.BENCH_WORK_DUMP ? ',disabled-by-default-devtools.timeline.stack' : '';
  return workOf(await traced(cdp, `devtools.timeline,disabled-by-default-devtools.timeline,toplevel${stacks}`, act));
}

/** traceWork's breakdown of a list of trace events. */
function workOf(events) {
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && INPUT.has(e.args?.data?.type));
  if (!inputs.length) return null;
  const { pid, tid } = inputs[0];
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.tdur === 'number').sort((a, b) => a.ts - b.ts);
  const lastInput = Math.max(...inputs.map((e) => e.ts + e.dur));
  const commit = main.find((e) => e.name === 'Commit' && e.ts >= lastInput);
  // The tasks that ran in the window: from the task holding the first input to the commit.
  // Each task once: Chromium nests ThreadControllerImpl::RunTask inside RunTask.
  let taskEnd = 0;
  const tasks = main.filter((e) => {
    if ((e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask') || e.ts < taskEnd) return false;
    taskEnd = e.ts + e.dur;
    return true;
  });
  const from = Math.max(...tasks.filter((t) => t.ts <= inputs[0].ts).map((t) => t.ts), inputs[0].ts);
  const to = commit ? commit.ts + commit.dur : lastInput;
  const inWindow = (e) => e.ts >= from && e.ts < to;
  const total = tasks.filter(inWindow).reduce((sum, t) => sum + t.tdur, 0) / 1000;
  const parts = {};
  let elements = 0;
  const outerEnd = {};
  for (const e of main) {
    const kind = KINDS[e.name];
    if (!kind || !inWindow(e) || e.ts < (outerEnd[kind] ?? 0)) continue;
    outerEnd[kind] = e.ts + e.dur;
    parts[kind] = (parts[kind] ?? 0) + e.tdur / 1000;
    if (kind === 'style') elements += e.args?.elementCount ?? 0;
  }
  const rendering = Object.values(parts).reduce((a, b) => a + b, 0);
  parts['script and other'] = Math.max(0, total - rendering);
  if (process.env.BENCH_WORK_DUMP) {
    const stack = (e) => (e.args?.beginData?.stackTrace ?? []).slice(0, 4).map((f) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`).join(' < ');
    const label = (e) => `${stack(e) ? '[' + stack(e) + '] ' : ''}${e.name}${e.args?.data?.type ? ':' + e.args.data.type : ''}${e.args?.data?.url ? ' ' + e.args.data.url.slice(-40) + ':' + e.args.data.lineNumber : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`;
    const min = Number(process.env.BENCH_WORK_DUMP) * 1000 || 300;
    const open = [];
    console.log(main.filter((e) => inWindow(e) && e.tdur > min).map((e) => {
      while (open.length && e.ts >= open.at(-1)) open.pop();
      open.push(e.ts + e.dur);
      return `${((e.ts - from) / 1000).toFixed(1).padStart(6)} ${'  '.repeat(open.length - 1)}${label(e)} ${(e.tdur / 1000).toFixed(2)}`;
    }).join('\n'));
  }
  return { total, parts, elements };
}
