<?php

namespace App\Support;

/**
 * The prerender index (dist/prerender/index.json) for this request, read once:
 * which snippet fits an island on this page, with the query parameters it
 * `fills` written in, and what the head preloads. The lookup of
 * scripts/prerender-index.mjs, in PHP (the README's "Prerendered HTML").
 */
class CashbackPrerender
{
    private static ?array $index = null;

    public static function index(): array
    {
        if (self::$index === null) {
            $file = self::dir().'index.json';
            self::$index = is_file($file) ? json_decode(file_get_contents($file), true) : ['snippets' => []];
        }

        return self::$index;
    }

    /** The index entry of `$island`'s snippet for this page and auth state, or null. */
    public static function snippet(string $island): ?array
    {
        $auth = auth()->check() ? 'user' : 'guest';
        $path = '/'.trim(request()->path(), '/');

        return collect(self::index()['snippets'])->first(fn ($s) => $s['island'] === $island && $s['auth'] === $auth
            && (isset($s['pattern']) ? preg_match('~'.$s['pattern'].'~', $path) === 1 : (! isset($s['path']) || $s['path'] === $path))
            && collect($s['reads'] ?? [])->every(fn ($p) => ($s['query'][$p] ?? null) === request()->query($p)));
    }

    /** The snippet's HTML, each parameter it `fills` written in, escaped ('' when the page has none). */
    public static function html(string $island): string
    {
        $snippet = self::snippet($island);
        if (! $snippet) {
            return '';
        }

        return collect($snippet['fills'] ?? [])->reduce(
            fn ($html, $p) => str_replace('__cashback_fill_'.$p.'__', e(is_string(request()->query($p)) ? request()->query($p) : ''), $html),
            file_get_contents(self::dir().basename($snippet['file'])),
        );
    }

    /** The head's modulepreloads: the app snippet's own, else the index's for this auth state. */
    public static function preloads(): array
    {
        return self::snippet('app')['preload'] ?? self::index()['preload'][auth()->check() ? 'user' : 'guest'] ?? [];
    }

    public static function loader(): ?string
    {
        return is_string(self::index()['loader'] ?? null) ? self::index()['loader'] : null;
    }

    private static function dir(): string
    {
        return config('app.widgets_dist').'/prerender/';
    }
}
