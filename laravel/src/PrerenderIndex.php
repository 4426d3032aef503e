<?php

namespace Cashback\Widgets;

/**
 * The build's prerender index (prerender/index.json): which snippet fits an island
 * on a page, with the query parameters it `fills` written in, and what the head
 * preloads. A port of scripts/prerender-index.mjs, line for line: the same page
 * gets the same snippet from PHP as from the JavaScript lookup
 * (both run every case of test/scripts/snippet-cases.json).
 *
 * Pure: no framework, no request. `$params` are a page's query parameters as
 * URLSearchParams reads them (see searchParams()).
 */
class PrerenderIndex
{
    /** @var array<string, array{stamp: string, index: self}> one parsed index per file, for as long as the process lives */
    private static array $loaded = [];

    /** @var array<string, string> snippet files read so far */
    private array $files = [];

    public function __construct(public readonly array $index, private readonly ?string $dir = null)
    {
    }

    /**
     * The index in `$dir` (dist/prerender), parsed once per process and build: a
     * new build (another version, or the same version rebuilt) is read afresh.
     * An empty index when the build has none.
     */
    public static function load(string $dir): self
    {
        $file = rtrim($dir, '/').'/index.json';
        clearstatcache(true, $file);
        if (! is_file($file)) {
            return new self(['snippets' => []], $dir);
        }
        // The version alone misses a rebuild of the same version; size and time do not.
        $stamp = filemtime($file).':'.filesize($file);
        if ((self::$loaded[$file]['stamp'] ?? null) !== $stamp) {
            $index = json_decode(file_get_contents($file), true, 512, JSON_THROW_ON_ERROR);
            self::$loaded[$file] = ['stamp' => $stamp, 'index' => new self($index, $dir)];
        }

        return self::$loaded[$file]['index'];
    }

    /**
     * A query string's parameters as URLSearchParams reads them: `+` a space,
     * %-escapes decoded, the first of repeated names, names as written (`a[]`
     * stays `a[]`, `a.b` stays `a.b`, unlike PHP's $_GET).
     *
     * @return array<string, string>
     */
    public static function searchParams(string $query): array
    {
        $params = [];
        foreach (explode('&', $query) as $pair) {
            if ($pair === '') {
                continue;
            }
            [$name, $value] = array_pad(explode('=', $pair, 2), 2, '');
            $name = self::utf8(urldecode($name));
            $params[$name] ??= self::utf8(urldecode($value));
        }

        return $params;
    }

    /** The page's path as the lookup compares it: trailing slashes dropped (not the root's). */
    public static function pagePath(string $path): string
    {
        return preg_replace('~(.)/+$~sD', '$1', $path);
    }

    /**
     * The entry for `$island` on the page at `$path` for this auth state, or null.
     * An entry without `path` or `pattern` fits every page; one with `path` that
     * path (a trailing slash ignored) when each parameter it `reads` has the value
     * it was rendered with (absent when `query` lacks it); one with `pattern` (a
     * regular expression) every path it matches (`/shops/12`).
     *
     * @param array<string, string> $params
     */
    public function find(string $island, bool $authenticated, string $path, array $params): ?array
    {
        $auth = $authenticated ? 'user' : 'guest';
        $path = self::pagePath($path);
        foreach ($this->index['snippets'] ?? [] as $s) {
            if ($s['island'] !== $island || $s['auth'] !== $auth) {
                continue;
            }
            $fits = isset($s['pattern']) ? self::matches($s['pattern'], $path) : (! isset($s['path']) || $s['path'] === $path);
            foreach ($s['reads'] ?? [] as $name) {
                $fits = $fits && ($s['query'][$name] ?? null) === ($params[$name] ?? null);
            }
            if ($fits) {
                return $s;
            }
        }

        return null;
    }

    /**
     * Whether an island other than `$island` has a snippet for this page that
     * shows the user (the build marks it `user`: rendered with one, it differs),
     * leaving out the islands `$except`.
     *
     * @param list<string> $except
     * @param array<string, string> $params
     */
    public function othersShowUser(string $island, bool $authenticated, string $path, array $params, array $except = []): bool
    {
        $islands = array_unique(array_column($this->index['snippets'] ?? [], 'island'));
        foreach (array_diff($islands, [$island], $except) as $other) {
            if ($this->find($other, $authenticated, $path, $params)['user'] ?? false) {
                return true;
            }
        }

        return false;
    }

    /**
     * The entry's HTML: each parameter it `fills` written into its hole,
     * HTML-escaped ('' when the page lacks it).
     *
     * @param array<string, string> $params
     */
    public function fill(string $html, array $entry, array $params): string
    {
        foreach ($entry['fills'] ?? [] as $name) {
            $html = str_replace(self::fillToken($name), self::escape($params[$name] ?? ''), $html);
        }

        return $html;
    }

    /**
     * The snippet of `$island` for the page, filled, or '' when the build has none.
     *
     * @param array<string, string> $params
     */
    public function html(string $island, bool $authenticated, string $path, array $params): string
    {
        $entry = $this->find($island, $authenticated, $path, $params);
        $file = $entry === null ? null : $this->file($entry['file']);
        // A snippet missing from the deploy costs the first paint, not the page: the bundle renders the island.
        if ($file === null) {
            return '';
        }
        $this->files[$entry['file']] ??= file_get_contents($file);

        return $this->fill($this->files[$entry['file']], $entry, $params);
    }

    /**
     * The files the page's head may preload: those of its app snippet, else the
     * index's `preload` for this auth state.
     *
     * @param array<string, string> $params
     * @return list<string>
     */
    public function headPreloads(bool $authenticated, string $path, array $params): array
    {
        return $this->find('app', $authenticated, $path, $params)['preload']
            ?? $this->index['preload'][$authenticated ? 'user' : 'guest'] ?? [];
    }

    /**
     * The screen `$island` may render here with the host's data (the index's
     * `screens`, scripts/prerender-entry.tsx): the entry, with `url`, the GET
     * its data answers (`/api/shops/12`: the id from the path's route, or from
     * the props), and `template`, its file (a profile screen's `variants`, one
     * per loyalty tier, each with its `template`); null when none fits or the build
     * has none. Only an id as the island writes it (digits, no leading zero).
     * An entry with `snippet` (the home's, one per `?tab=`) fits where that
     * snippet is the island's for the page's `$query`.
     *
     * @param array<string, mixed> $props
     * @param array<string, mixed> $data
     * @param array<string, string> $query the page's query parameters
     * @return ?array{island: string, auth: string, data: string, get: string, url: string, template: string, screen?: string, variants?: list<array>}
     */
    public function screen(string $island, bool $authenticated, string $path, array $props, array $data, array $query = []): ?array
    {
        $auth = $authenticated ? 'user' : 'guest';
        foreach ($this->index['screens'] ?? [] as $s) {
            if ($s['island'] !== $island || $s['auth'] !== $auth || ! array_key_exists($s['data'], $data)
                || (isset($s['pattern']) && ! self::matches($s['pattern'], self::pagePath($path)))
                || (isset($s['path']) && $s['path'] !== self::pagePath($path))
                || (isset($s['snippet']) && ($this->find($island, $authenticated, $path, $query)['file'] ?? null) !== $s['snippet'])) {
                continue;
            }
            $params = $props;
            if (isset($s['route']) && ! preg_match("\x01".$s['route']."\x01iD", $path, $params)) {
                continue;
            }
            $fits = true;
            $url = preg_replace_callback('/:(\w+)/', function ($m) use ($params, &$fits) {
                $value = is_int($params[$m[1]] ?? null) || is_string($params[$m[1]] ?? null) ? (string) $params[$m[1]] : '';
                $fits = $fits && preg_match('/^(0|[1-9][0-9]*)$/D', $value) === 1;

                return $value;
            }, $s['get']);
            $template = $this->file($s['file']);
            // A screen cut per loyalty tier: each variant's template file (all there, or none fits).
            foreach ($s['variants'] ?? [] as $i => $variant) {
                $s['variants'][$i]['template'] = $this->file($variant['file']);
                $template = $s['variants'][$i]['template'] === null ? null : $template;
            }
            if ($fits && $template !== null) {
                return $s + ['url' => $url, 'template' => $template];
            }
        }

        return null;
    }

    /** The primer (src/runtime/primer.ts) the build wrote: it goes after a screen's JSON blocks; null in an older build. */
    public function primer(): ?string
    {
        return is_string($this->index['primer'] ?? null) ? $this->index['primer'] : null;
    }

    /** The inline loader the build wrote, or null (an older build: use the module script). */
    public function loader(): ?string
    {
        return is_string($this->index['loader'] ?? null) ? $this->index['loader'] : null;
    }

    /** The path of a file the index names, in the index's folder; null when it is not there. */
    private function file(string $name): ?string
    {
        $file = $this->dir === null ? null : rtrim($this->dir, '/').'/'.basename($name);

        return $file !== null && is_file($file) ? $file : null;
    }

    public static function fillToken(string $name): string
    {
        return '__cashback_fill_'.$name.'__';
    }

    /** As the JavaScript escapes: & < > " ' as numeric references. */
    private static function escape(string $text): string
    {
        return preg_replace_callback('/[&<>"\']/', fn ($c) => '&#'.ord($c[0]).';', $text);
    }

    /**
     * A pattern tested as JavaScript's RegExp#test does: unanchored, `$` only at
     * the very end (PCRE's D), any delimiter character inside it left alone.
     */
    private static function matches(string $pattern, string $path): bool
    {
        return preg_match("\x01".$pattern."\x01D", $path) === 1;
    }

    /** Bytes that are not UTF-8 become U+FFFD, as URLSearchParams decodes them. */
    private static function utf8(string $text): string
    {
        if (mb_check_encoding($text, 'UTF-8')) {
            return $text;
        }
        // mb_scrub replaces each maximal invalid subpart, as the WHATWG decoder does, with the process's substitute.
        $substitute = mb_substitute_character();
        mb_substitute_character(0xFFFD);
        $text = mb_scrub($text, 'UTF-8');
        mb_substitute_character($substitute);

        return $text;
    }
}
