// Which of esbuild's chunks become one file (scripts/merge-chunks.mjs writes
// them): shared chunks grouped by the load scenarios they appear in, tiny
// groups folded into a host, the runtime and the `inline` islands joined with
// the group every scenario loads; each group's file name and export names.
import { createHash } from 'node:crypto';
import path from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Minified bytes below which a group of chunks is not worth a request of its own. */
const TINY = 1024;

/** a, b, ... Z, aa, ab...: a group's export names (any identifier name may be exported, keywords too). */
function shortName(n) {
  let name = '';
  do {
    name = LETTERS[n % LETTERS.length] + name;
    n = Math.floor(n / LETTERS.length) - 1;
  } while (n >= 0);
  return name;
}

/**
 * @typedef {{ file: string, names: Map<string, string> }} Merged the group's file (relative like esbuild's outputs) and, by `${chunk}\0${name}`, the name it exports each of the chunk's exports under
 * @typedef {{ file: string, members: string[], verbatim: string[], renamed: string[], all: string[] }} GroupFile shared chunks, lazily imported chunks that keep their names, those under fresh names
 */

/**
 * @param {object} options
 * @param {import('esbuild').Metafile} options.meta the first pass's metafile
 * @param {string[][]} options.scenarios each a list of lazily imported sources loaded together
 * @param {number[]} [options.protect] the scenarios (by index) that must not download a byte for others: a budgeted page
 * @param {string[]} [options.inline] lazily imported sources that join the file every scenario loads, when every scenario loads them
 * @returns {{ groupFiles: GroupFile[], mergedInto: Map<string, Merged>, renamed: Map<string, string> }}
 *   the files to write; for each chunk merged into one, that file; the chunks exported under fresh names, by their base name
 */
export function groupChunks({ meta, scenarios, protect = [], inline = [] }) {
  const outputs = Object.keys(meta.outputs).filter((o) => o.endsWith('.js'));
  const statics = (o) => meta.outputs[o].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const closure = (list, seen = new Set()) => {
    for (const o of list) if (!seen.has(o)) closure(statics(o), seen.add(o));
    return seen;
  };
  const entryOf = (src) => outputs.find((o) => meta.outputs[o].entryPoint === src);

  // Shared chunks by the scenarios they are loaded in; one in none (loaded only
  // after the user acts) stays as esbuild made it.
  const sets = scenarios.map((list) => closure(list.map(entryOf).filter(Boolean)));
  const signature = (o) => sets.map((set) => (set.has(o) ? 1 : 0)).join('');
  const groups = new Map();
  for (const o of outputs) {
    if (meta.outputs[o].entryPoint) continue;
    const sig = signature(o);
    const key = sig.includes('1') ? sig : o;
    if (!groups.has(key)) groups.set(key, { members: [], verbatim: [], renamed: [] });
    groups.get(key).members.push(o);
  }
  // A group too small to be worth a request (< TINY bytes) joins the smallest
  // group loaded in every scenario it is loaded in (and more): a few hundred
  // bytes for some scenarios instead of a request for others. Never when that
  // would make an import cycle (a path out of the group and back), nor into a
  // protected scenario that does not load it: such a group joins another tiny
  // one kept out the same way, the one sharing the most scenarios with it.
  const sizeOf = (group) => group.members.reduce((n, o) => n + meta.outputs[o].bytes, 0);
  const covers = (a, b) => [...b].every((bit, i) => bit === '0' || a[i] === '1');
  const sameProtected = (a, b) => protect.every((i) => a[i] === b[i]);
  const reaches = (fromList, targets) => {
    const seen = new Set();
    const stack = fromList.flatMap(statics);
    while (stack.length) {
      const o = stack.pop();
      if (seen.has(o)) continue;
      seen.add(o);
      if (targets.has(o)) return true;
      stack.push(...statics(o));
    }
    return false;
  };
  /** A cycle: something outside the merged group, imported by it, imports it back. */
  const cycle = (a, b) => {
    const merged = new Set([...a.members, ...b.members]);
    return reaches([...merged].flatMap(statics).filter((o) => !merged.has(o)), merged);
  };
  /** Tiny groups a protected scenario kept from every host, by their scenarios. */
  const kept = new Map();
  for (const [key, group] of [...groups].sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]))) {
    if (!key.includes('1') || sizeOf(group) >= TINY) continue;
    const hosts = [...groups]
      .filter(([k, g]) => g !== group && k.includes('1') && covers(k, key) && sizeOf(g) >= TINY)
      .sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]));
    const host = hosts.find(([k, h]) => sameProtected(k, key) && !cycle(h, group));
    if (host) {
      host[1].members.push(...group.members);
      groups.delete(key);
    } else if (hosts.some(([k, h]) => !sameProtected(k, key) && !cycle(h, group))) {
      kept.set(key, group);
    }
  }
  const shared = (a, b) => [...a].filter((bit, i) => bit === '1' && b[i] === '1').length;
  let unions = 0;
  for (let next; (next = [...kept].filter(([, g]) => sizeOf(g) < TINY).sort((a, b) => sizeOf(a[1]) - sizeOf(b[1]))).length; ) {
    const [key, group] = next[0];
    kept.delete(key);
    const mates = [...kept]
      .filter(([k, g]) => sameProtected(k, key) && shared(k, key) && !cycle(g, group))
      .sort((a, b) => shared(b[0], key) - shared(a[0], key) || sizeOf(a[1]) - sizeOf(b[1]));
    if (!mates.length) continue;
    const [mateKey, mate] = mates[0];
    // Loaded in either's scenarios; not under a signature's key (no chunk is loaded in exactly these).
    const union = [...key].map((bit, i) => (bit === '1' || mateKey[i] === '1' ? '1' : '0')).join('') + `+${unions++}`;
    kept.delete(mateKey);
    groups.delete(key);
    groups.delete(mateKey);
    const both = { members: [...group.members, ...mate.members], verbatim: [], renamed: [] };
    groups.set(union, both);
    kept.set(union, both);
  }

  // The runtime chunk, which cashback.js alone imports and every scenario
  // loads, joins the group loaded in every scenario: cashback.js then imports
  // that group, which exports the runtime's names as they are. So do the
  // lazily imported modules listed in `inline` that every scenario loads (the
  // header: every host page has it, at once): an import() of one becomes an
  // import() of the group. One whose names another already exports (two
  // islands export `default`) joins under fresh names, and each import() of
  // it reads them back (`import(group).then((e) => ({ default: e.b }))`). Every other lazily
  // imported chunk (an island, a page) keeps its own file, so a page
  // downloads only the islands it has.
  const main = outputs.find((o) => meta.outputs[o].entryPoint && !outputs.some((x) => meta.outputs[x].imports.some((i) => i.path === o)));
  const importers = (o) => outputs.filter((x) => meta.outputs[x].imports.some((i) => i.path === o && i.kind === 'dynamic-import'));
  const everywhere = (o) => meta.outputs[o].entryPoint && o !== main && !signature(o).includes('0');
  for (const o of outputs.filter(everywhere)) {
    const group = groups.get(signature(o));
    const from = importers(o);
    if (group && !group.verbatim.length && from.length === 1 && from[0] === main) group.verbatim.push(o);
  }
  // In the order `inline` lists them: the first keeps its names.
  for (const o of inline.map(entryOf).filter((o) => o && everywhere(o))) {
    const group = groups.get(signature(o));
    if (!group?.verbatim.length) continue;
    const names = new Set(group.verbatim.flatMap((v) => meta.outputs[v].exports));
    (meta.outputs[o].exports.some((n) => names.has(n)) ? group.renamed : group.verbatim).push(o);
  }
  /** For a chunk merged into a group: the group's file and the names it exports the chunk's exports under. */
  const mergedInto = new Map();
  /** The lazily imported chunks a group exports under fresh names, by their file's base name. */
  const renamed = new Map();
  const groupFiles = [];
  for (const group of groups.values()) {
    const all = [...group.members, ...group.verbatim, ...group.renamed].sort();
    if (all.length < 2) continue;
    const hash = createHash('sha256').update(all.map((o) => path.basename(o)).join()).digest('base64url').slice(0, 8).toUpperCase();
    const file = path.join(path.dirname(all[0]), `chunk-${hash.replace(/[-_]/g, 'X')}.js`);
    const taken = new Set(group.verbatim.flatMap((v) => meta.outputs[v].exports));
    let next = 0;
    const fresh = () => {
      let name;
      do name = shortName(next++);
      while (taken.has(name));
      return name;
    };
    const names = new Map();
    for (const m of [...group.members, ...group.renamed]) for (const n of meta.outputs[m].exports) names.set(`${m}\0${n}`, fresh());
    for (const v of group.verbatim) for (const n of meta.outputs[v].exports) names.set(`${v}\0${n}`, n);
    all.forEach((m) => mergedInto.set(m, { file, names }));
    group.renamed.forEach((r) => renamed.set(path.basename(r, '.js'), r));
    groupFiles.push({ file, members: group.members, verbatim: group.verbatim, renamed: group.renamed, all });
  }
  return { groupFiles, mergedInto, renamed };
}
