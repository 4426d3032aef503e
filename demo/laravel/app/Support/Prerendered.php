<?php

namespace App\Support;

/**
 * The HTML an island shows before its data arrives, pasted into its placeholder
 * for a first paint without JavaScript (the bundle hydrates it in place).
 *
 * Reads the build's dist/prerender/index.json when the build wrote one: the entry
 * for the island and auth state whose `path` (if any) is this page's and whose
 * `reads` query parameters have the values it was rendered with. Without that
 * folder every placeholder stays empty and the islands render on load, which the
 * host contract allows.
 */
class Prerendered
{
    private ?array $index = null;

    public function __construct(private string $dist)
    {
    }

    public function html(string $island, string $path, array $query, bool $signedIn): string
    {
        $auth = $signedIn ? 'user' : 'guest';
        $path = '/'.trim($path, '/');
        foreach ($this->snippets() as $snippet) {
            $fits = ($snippet['island'] ?? null) === $island
                && ($snippet['auth'] ?? null) === $auth
                && (! isset($snippet['path']) || $snippet['path'] === $path);
            foreach ($snippet['reads'] ?? [] as $name) {
                $fits = $fits && ($snippet['query'][$name] ?? null) === ($query[$name] ?? null);
            }
            if ($fits) {
                $file = $this->dist.'/prerender/'.basename($snippet['file']);

                return is_file($file) ? (string) file_get_contents($file) : '';
            }
        }

        return '';
    }

    private function snippets(): array
    {
        if ($this->index === null) {
            $file = $this->dist.'/prerender/index.json';
            $this->index = is_file($file) ? (json_decode((string) file_get_contents($file), true) ?: []) : [];
        }

        return $this->index['snippets'] ?? [];
    }
}
