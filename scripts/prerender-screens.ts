// Templates of the first screens a host may render with its own data, in PHP,
// without JavaScript (the Laravel package's laravel/src/Screens/): each is cut
// from the real components rendered by the build's renderer with sentinel
// values. A screen is rendered once with every optional part shown and one
// item in its list (the base), once per optional part with that part hidden
// (where the two differ is the part, and what stands in its place), and once
// with a second item (where that adds is the list's repeated item); the
// sentinels' rendered texts become named holes. The PHP side fills the holes
// with its own ports of the formatters (laravel/src/Screens/Format.php);
// test/laravel/screens.test.ts renders every screen through both with the
// same data and compares them.

/** A template: text, a hole (`item: 0` the list's first item; without, the current one), an optional part, the list's other items. */
export type Part = string | { hole: string; item?: 0; attribute?: string } | { if: string; shown: Part[]; hidden: Part[] } | { each: string; body: Part[] };

export interface Hole {
  name: string;
  /** The sentinel as the base renders it (`item`: as the list's first item renders it). */
  text: string;
  /** A hole of the list's items: its text in the second item. */
  second?: string;
  /**
   * Only where the sentinel follows this (rendered) text: two holes may show
   * the same sentinel (a name, and the name or else the e-mail), or a short
   * sentinel (a number) may be found elsewhere too.
   */
  after?: string;
}

export interface ScreenSpec<D> {
  /** Every optional part shown, one item in the list. */
  base: D;
  /** Each hides one optional part. */
  toggles: Record<string, (data: D) => D>;
  /** The list: its name (a toggle hides it all) and the base with a second item. */
  list?: { name: string; more: (data: D) => D };
  holes: Hole[];
}

/** Where `b` differs from `a`: `a.slice(start, end)` is what `b` has `other` in place of. */
export function diff(a: string, b: string): { start: number; end: number; other: string } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let tail = 0;
  while (tail < a.length - start && tail < b.length - start && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { start, end: a.length - tail, other: b.slice(start, b.length - tail) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each hole's sentinel (`which`: the first or second item's) made a hole. */
function holesIn(text: string, holes: Hole[], which: 'first' | 'second'): Part[] {
  const find = holes.map((hole) => ({
    sentinel: which === 'second' ? hole.second ?? hole.text : hole.text,
    after: hole.after ?? '',
    part: hole.second && which === 'first' ? { hole: hole.name, item: 0 as const } : { hole: hole.name },
  })).sort((x, y) => y.after.length - x.after.length || y.sentinel.length - x.sentinel.length);
  if (!find.length) return text ? [text] : [];
  // One group per hole, so the match says whose it is; a context is a lookbehind, left in the text.
  const pattern = new RegExp(find.map((f) => `(${f.after ? `(?<=${escapeRegExp(f.after)})` : ''}${escapeRegExp(f.sentinel)})`).join('|'), 'g');
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(find[match.slice(1).findIndex((group) => group !== undefined)]!.part);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return attributes(parts);
}

/**
 * A hole that is an attribute's whole value becomes the attribute (` alt="…"`):
 * a renderer may write one with an empty value bare (Preact: ` alt`).
 */
export function attributes(parts: Part[]): Part[] {
  const out: Part[] = [];
  const rest = [...parts];
  for (let i = 0; i < rest.length; i++) {
    const part = rest[i]!;
    const before = out[out.length - 1];
    const after = rest[i + 1];
    const name = typeof part === 'object' && 'hole' in part && typeof before === 'string' && typeof after === 'string' && after.startsWith('"')
      ? / ([\w-]+)="$/.exec(before) : null;
    if (!name) {
      out.push(part);
      continue;
    }
    out[out.length - 1] = (before as string).slice(0, -name[0].length);
    out.push({ ...(part as { hole: string }), attribute: name[1]! });
    rest[i + 1] = (after as string).slice(1);
  }
  return out.filter((part) => part !== '');
}

/**
 * The template of a screen: `render` renders it (the snippet's HTML, marker
 * included) with the data given. Throws when the parts overlap, the list's
 * item is not inside the list's part, or a sentinel is left in the template
 * as text (its rendered text is not what the spec says).
 */
export async function cutTemplate<D>(spec: ScreenSpec<D>, render: (data: D) => Promise<string>): Promise<Part[]> {
  const base = await render(spec.base);
  const regions: { name: string; start: number; end: number; other: string }[] = [];
  for (const [name, hide] of Object.entries(spec.toggles)) {
    const region = diff(base, await render(hide(spec.base)));
    if (region.start === region.end && !region.other) throw new Error(`screen part ${name}: hiding it changes nothing`);
    regions.push({ name, ...region });
  }
  regions.sort((x, y) => x.start - y.start || x.end - y.end);
  regions.forEach((region, i) => {
    const next = regions[i + 1];
    if (next && next.start < region.end) throw new Error(`screen parts ${region.name} and ${next.name} overlap: render them apart (${region.start}-${region.end}, ${next.start}-${next.end})`);
  });
  let item: { at: number; body: Part[] } | undefined;
  if (spec.list) {
    const added = diff(base, await render(spec.list.more(spec.base)));
    const list = regions.find((region) => region.name === spec.list!.name);
    if (added.start !== added.end || !list || added.start < list.start || added.start > list.end) {
      throw new Error(`screen list ${spec.list.name}: a second item must add one part inside the list's own`);
    }
    item = { at: added.start, body: holesIn(added.other, spec.holes, 'second') };
  }
  const text = (from: number, to: number): Part[] => holesIn(base.slice(from, to), spec.holes, 'first');
  const parts: Part[] = [];
  let at = 0;
  for (const region of regions) {
    parts.push(...text(at, region.start));
    const inside: Part[] = item && item.at >= region.start && item.at <= region.end
      ? [...text(region.start, item.at), { each: spec.list!.name, body: item.body }, ...text(item.at, region.end)]
      : text(region.start, region.end);
    parts.push({ if: region.name, shown: inside, hidden: holesIn(region.other, spec.holes, 'first') });
    at = region.end;
  }
  parts.push(...text(at, base.length));
  const written = JSON.stringify(parts);
  const left = spec.holes.flatMap((hole) => [hole.text, hole.second ?? ''].map((sentinel) => sentinel && (hole.after ?? '') + sentinel))
    .filter((sentinel) => sentinel && written.includes(JSON.stringify(sentinel).slice(1, -1)));
  if (left.length) throw new Error(`screen template keeps sentinels as text: ${left.join(', ')}`);
  return parts;
}

/** A screen's values, as text: its holes', whether each optional part shows, its list's items' holes. */
export interface Filling {
  holes: Record<string, string>;
  shown: Record<string, boolean>;
  items: Record<string, string>[];
}

/**
 * The template filled in JavaScript (the build checks each cut on a second
 * set of values with it; PHP has its own, laravel/src/Screens/Template.php).
 */
export function fillTemplate(parts: Part[], values: Filling, bare: boolean, item?: Record<string, string>): string {
  return parts.map((part): string => {
    if (typeof part === 'string') return part;
    if ('hole' in part) {
      const value = part.item === 0 ? values.items[0]?.[part.hole] : item?.[part.hole] ?? values.holes[part.hole];
      if (value === undefined) throw new Error(`no value for hole ${part.hole}`);
      return part.attribute ? (value === '' && bare ? ` ${part.attribute}` : ` ${part.attribute}="${value}"`) : value;
    }
    if ('if' in part) return fillTemplate(values.shown[part.if] ? part.shown : part.hidden, values, bare, item);
    return values.items.slice(1).map((each) => fillTemplate(part.body, values, bare, each)).join('');
  }).join('');
}

/** How the renderer escapes text (and attribute values: the same, or the build fails), per character it changes. */
export async function escapesOf(render: (text: string) => Promise<{ text: string; attribute: string }>): Promise<Record<string, string>> {
  const map: Record<string, string> = {};
  for (const char of ['&', '<', '>', '"', "'"]) {
    const { text, attribute } = await render(char);
    if (text !== attribute) throw new Error(`the renderer escapes ${char} as ${text} in text, ${attribute} in attributes`);
    if (text !== char) map[char] = text;
  }
  return map;
}
