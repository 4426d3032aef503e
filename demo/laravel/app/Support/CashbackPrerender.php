<?php

namespace App\Support;

/**
 * The prerender index (dist/prerender/index.json) for one page, read once:
 * which snippet fits an island there, its HTML with the query parameters it
 * `fills` written in, what the head preloads, and the inline loader.
 *
 * The PHP twin of the JavaScript a host and the runtime run
 * (scripts/prerender-index.mjs, src/runtime/snippet-match.mjs), on the same
 * input: the path as requested (still percent-encoded) and the raw query
 * string without its '?', read as a browser's URLSearchParams reads it (the first value of a
 * name). test/scripts/snippet-cases.json holds the cases both must agree on.
 * Plain PHP but for forRequest(), the Laravel glue.
 *
 * @example
 * $page = CashbackPrerender::forRequest();   // in a Blade partial
 * echo $page->html('header');
 */
class CashbackPrerender
{
    /** @param array{version?: string, snippets: array<int, array<string, mixed>>, preload?: array<string, string[]>, loader?: string} $index */
    public function __construct(
        private array $index,
        private string $dir,
        private bool $authenticated,
        private string $path,
        private string $query,
    ) {
        $this->path = preg_replace('{(.)/+$}D', '$1', $path);
    }

    /** The index in `$dir` (none: no snippets) for the page at `$path` and `$query`. */
    public static function read(string $dir, bool $authenticated, string $path, string $query): self
    {
        $file = rtrim($dir, '/').'/index.json';
        $index = is_file($file) ? json_decode(file_get_contents($file), true) : null;

        return new self(is_array($index) ? $index : ['snippets' => []], $dir, $authenticated, $path, $query);
    }

    /** This request's, read on first use and kept with the request. */
    public static function forRequest(): self
    {
        $request = request();
        if (! $request->attributes->has(self::class)) {
            $request->attributes->set(self::class, self::read(
                config('app.widgets_dist').'/prerender',
                auth()->check(),
                $request->getPathInfo(),
                (string) $request->server('QUERY_STRING', ''),
            ));
        }

        return $request->attributes->get(self::class);
    }

    /**
     * The index entry of `$island`'s snippet for this page and auth state, or
     * null: the first that fits. An entry without `path` or `pattern` fits
     * every page; one with `path` fits that path (trailing slashes ignored)
     * when each parameter it `reads` has the value it was rendered with
     * (absent when its `query` lacks it); one with `pattern` every path it matches.
     */
    public function snippet(string $island): ?array
    {
        $auth = $this->authenticated ? 'user' : 'guest';
        foreach ($this->index['snippets'] as $entry) {
            if ($entry['island'] !== $island || $entry['auth'] !== $auth) {
                continue;
            }
            if (isset($entry['pattern']) ? preg_match('{'.$entry['pattern'].'}D', $this->path) !== 1 : isset($entry['path']) && $entry['path'] !== $this->path) {
                continue;
            }
            foreach ($entry['reads'] ?? [] as $name) {
                if (($entry['query'][$name] ?? null) !== $this->param($name)) {
                    continue 2;
                }
            }

            return $entry;
        }

        return null;
    }

    /** The snippet's HTML for this page ('' when none fits), each parameter it `fills` written in. */
    public function html(string $island): string
    {
        $entry = $this->snippet($island);

        return $entry ? $this->fill(file_get_contents(rtrim($this->dir, '/').'/'.basename($entry['file'])), $entry) : '';
    }

    /** `$html` with each parameter `$entry` fills written into its hole, HTML-escaped ('' when the page has none). */
    public function fill(string $html, array $entry): string
    {
        foreach ($entry['fills'] ?? [] as $name) {
            $value = strtr($this->param($name) ?? '', ['&' => '&#38;', '<' => '&#60;', '>' => '&#62;', '"' => '&#34;', "'" => '&#39;']);
            $html = str_replace('__cashback_fill_'.$name.'__', $value, $html);
        }

        return $html;
    }

    /** The head's modulepreloads: the app snippet's own, else the index's for this auth state. */
    public function preloads(): array
    {
        return $this->snippet('app')['preload'] ?? $this->index['preload'][$this->authenticated ? 'user' : 'guest'] ?? [];
    }

    /** The inline loader the index carries, or null. */
    public function loader(): ?string
    {
        return is_string($this->index['loader'] ?? null) ? $this->index['loader'] : null;
    }

    /** The first value of query parameter `$name`, or null: what URLSearchParams.get() gives. */
    private function param(string $name): ?string
    {
        foreach (explode('&', $this->query) as $pair) {
            if ($pair === '') {
                continue;
            }
            $parts = explode('=', $pair, 2);
            if (urldecode($parts[0]) === $name) {
                return urldecode($parts[1] ?? '');
            }
        }

        return null;
    }
}
