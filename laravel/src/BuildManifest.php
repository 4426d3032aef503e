<?php

namespace Cashback\Widgets;

/**
 * The SRI hashes the build writes into manifest.json (Vite's backend-integration
 * format, scripts/manifest.mjs), by file: every chunk's, and the hashed entries'
 * under the stable names `cashback.js` / `cashback.css` too (the same bytes).
 */
class BuildManifest
{
    /** The manifest keys of the two entries, as the build names them. */
    public const ENTRY_JS = 'src/runtime/main.ts';
    public const ENTRY_CSS = 'src/styles/cashback.css';

    /** @var array<string, array{stamp: string, integrity: array<string, string>}> */
    private static array $loaded = [];

    /**
     * `$dir`'s manifest.json, parsed once per process and build; an empty map
     * when the build wrote none.
     *
     * @return array<string, string> file (relative to the build) => integrity
     */
    public static function integrity(string $dir): array
    {
        $file = rtrim($dir, '/').'/manifest.json';
        clearstatcache(true, $file);
        if (! is_file($file)) {
            return [];
        }
        $stamp = filemtime($file).':'.filesize($file);
        if ((self::$loaded[$file]['stamp'] ?? null) !== $stamp) {
            $manifest = json_decode(file_get_contents($file), true, 512, JSON_THROW_ON_ERROR);
            $integrity = [];
            foreach ($manifest as $key => $chunk) {
                if (isset($chunk['integrity'])) {
                    $integrity[$chunk['file']] = $chunk['integrity'];
                }
            }
            foreach ([self::ENTRY_JS => 'cashback.js', self::ENTRY_CSS => 'cashback.css'] as $key => $stable) {
                if (isset($manifest[$key]['integrity'])) {
                    $integrity[$stable] = $manifest[$key]['integrity'];
                }
            }
            self::$loaded[$file] = ['stamp' => $stamp, 'integrity' => $integrity];
        }

        return self::$loaded[$file]['integrity'];
    }
}
