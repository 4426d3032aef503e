// The signed-in home a host may paint with its posters (laravel/src/Screens/PosterScreen.php): the
// app's `/` with the poster slider's first screen. Its template is cut here from the app rendered
// with no posters, one, two and three: the slides and the dots are two lists over the same posters,
// the arrows and dots show from two posters on, and the labels count them ("2 з 3"), which the
// generic cut (prerender-screens.ts) does not do. The template is still prerender-screens.ts's
// parts, so PHP's Template.php fills it as it fills every other screen.
import type { Poster } from '../src/api/types';
import { slidesOf } from '../widgets/slider/slider';
import { TEXTS } from '../widgets/slider/texts';
import { attributes, diff, type Filling, type Part } from './prerender-screens';

/** The island's words around the numbers in the labels, `{n}` and `{count}` for them: PHP writes the labels from these. */
export const posterTexts = (): Record<'slide' | 'dot', string> => {
  const pattern = (label: (n: number, count: number) => string) => {
    const words = label(1234567, 7654321).replace('1234567', '{n}').replace('7654321', '{count}');
    const filled = (n: number, count: number) => words.replace('{n}', String(n)).replace('{count}', String(count));
    if ([[1, 1], [2, 3], [12, 40]].some(([n, count]) => filled(n!, count!) !== label(n!, count!))) throw new Error(`poster screen: "${words}" is not how the island writes the label`);
    return words;
  };
  return { slide: pattern(TEXTS.slideOf), dot: pattern(TEXTS.dot) };
};

/** What the home shows for `posters`, hole by hole (unescaped): a list item per slide. */
export const posterFilling = (posters: Poster[]): Filling => {
  const slides = slidesOf(posters);
  const count = slides.length;
  return {
    holes: {},
    shown: { slides: count > 0, controls: count > 1 },
    items: slides.map((slide, i) => ({ src: slide.src, alt: slide.alt, slide: TEXTS.slideOf(i + 1, count), dot: TEXTS.dot(i + 1, count) })),
  };
};

/** Posters whose texts are sentinels: the i-th's image and title are found in a render as the i-th item's. */
const sentinels = (count: number): Poster[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, image_url: `/__cb_poster${i}__.png`, title: `Ѯ__cb_title${i}__` }));

const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = new RegExp(`${OPEN}(\\w+)(:0)?${CLOSE}`, 'g');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `html` (rendered with `count` sentinel posters) with each item's values as tokens: the first item's `name:0`, the others' `name`. */
function tokenized(html: string, count: number): string {
  const values = posterFilling(sentinels(count)).items;
  const find = values.flatMap((item, i) => Object.entries(item).map(([name, text]) => ({ text, token: `${OPEN}${name}${i ? '' : ':0'}${CLOSE}` })))
    .sort((x, y) => y.text.length - x.text.length);
  const pattern = new RegExp(find.map((f) => escapeRegExp(f.text)).join('|'), 'g');
  const out = html.replace(pattern, (text) => find.find((f) => f.text === text)!.token);
  if (/__cb_(poster|title)\d/.test(out)) throw new Error('poster screen: a sentinel is rendered as something else than its text');
  return out;
}

/** Tokenized text as parts: a token is a hole (`:0`, the first item's). */
function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(match[2] ? { hole: match[1]!, item: 0 } : { hole: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return attributes(parts);
}

interface Insertion { at: number; text: string }

/** Where `b` is `a` with two texts inserted: each one's place in `a` and its text (a text inserted into a run of the same items may come out rotated, which inserts the same). */
function insertions(a: string, b: string, what: string): [Insertion, Insertion] {
  const { start } = diff(a, b);
  const extra = b.length - a.length;
  for (let first = 1; first < extra; first++) {
    const rest = diff(a.slice(start), b.slice(start + first));
    if (rest.start === rest.end && rest.other.length === extra - first) {
      return [{ at: start, text: b.slice(start, start + first) }, { at: start + rest.start, text: rest.other }];
    }
  }
  throw new Error(`poster screen: ${what} does not add two parts`);
}

/**
 * The home's template with the posters: `render` renders the app's `/` (its
 * marker included) with the posters given. The slider region becomes the
 * `slides` part (the placeholder in its place without a slide); in it, the
 * slides after the first a list, the arrows and dots the `controls` part,
 * and the dots after the first a list; each slide's values are the items'
 * holes (`src`, `alt`, `slide` and `dot`, the labels).
 */
export async function cutPosterTemplate(render: (posters: Poster[]) => Promise<string>): Promise<Part[]> {
  const none = await render([]);
  const [one, two, three] = [tokenized(await render(sentinels(1)), 1), tokenized(await render(sentinels(2)), 2), tokenized(await render(sentinels(3)), 3)];
  const [slide, controls] = insertions(one, two, 'a second poster');
  const [, dot] = insertions(two, three, 'a third poster');
  // Where the third dot goes in the controls (two's controls follow two's second slide): after the second's, the list's body.
  const at = dot.at - controls.at - slide.text.length;
  if (at < dot.text.length || at > controls.text.length || controls.text.slice(at - dot.text.length, at) !== dot.text) {
    throw new Error('poster screen: the third poster\'s dot does not repeat the second\'s');
  }
  const region = diff(one, none);
  if (!(region.start <= slide.at && slide.at <= controls.at && controls.at <= region.end)) {
    throw new Error('poster screen: the slides and controls are not inside what the posters change');
  }
  const text = (from: number, to: number) => partsOf(one.slice(from, to));
  const shownControls = [...partsOf(controls.text.slice(0, at - dot.text.length)), { each: 'dots', body: partsOf(dot.text) }, ...partsOf(controls.text.slice(at))];
  return [
    ...text(0, region.start),
    {
      if: 'slides',
      shown: [
        ...text(region.start, slide.at), { each: 'slides', body: partsOf(slide.text) },
        ...text(slide.at, controls.at), { if: 'controls', shown: shownControls, hidden: [] },
        ...text(controls.at, region.end),
      ],
      hidden: partsOf(region.other),
    },
    ...text(region.end, one.length),
  ];
}

/** Posters unlike the sentinels for the build's check: text escaping changes, an unsafe image, no title, an id that is no number. */
export const probePosters = (count: number): Poster[] =>
  [
    { id: 7, image_url: 'https://cdn.example.ua/p/1.png?a=1&b="2"', title: 'Знижки <b>&"\'' },
    { image_url: 'javascript:alert(1)', title: 'Прихований' },
    { id: 9, image_url: '/posters/2.png' },
    { id: 10, image_url: ' /posters/3.png ', title: '' },
    { id: 11, image_url: 'http://Example.COM:80/x', title: 'Ще' },
    { id: 12, image_url: '/posters/4.png', title: 'П\'ятий' },
  ].slice(0, count);
