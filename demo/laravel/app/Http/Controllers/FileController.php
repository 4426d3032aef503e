<?php

namespace App\Http\Controllers;

/**
 * Serves files from a folder outside public/: the widgets build (dist/) at
 * /widgets, the demo's generated images at /demo-assets and uploads at /storage.
 * A production host copies dist/ to public/widgets and runs `storage:link` instead.
 */
class FileController extends Controller
{
    private const TYPES = [
        'js' => 'text/javascript; charset=utf-8',
        'css' => 'text/css; charset=utf-8',
        'map' => 'application/json; charset=utf-8',
        'json' => 'application/json; charset=utf-8',
        'html' => 'text/html; charset=utf-8',
        'svg' => 'image/svg+xml',
        'png' => 'image/png',
        'jpg' => 'image/jpeg',
        'jpeg' => 'image/jpeg',
        'gif' => 'image/gif',
        'webp' => 'image/webp',
    ];

    public function widgets(string $path)
    {
        return $this->serve(config('cashback.path'), $path);
    }

    public function demoAssets(string $path)
    {
        return $this->serve(storage_path('app/demo-assets'), $path);
    }

    public function storage(string $path)
    {
        return $this->serve(storage_path('app/public'), $path);
    }

    private function serve(string $root, string $path)
    {
        $base = realpath($root);
        $file = $base ? realpath($base.DIRECTORY_SEPARATOR.$path) : false;
        abort_unless($file && str_starts_with($file, $base.DIRECTORY_SEPARATOR) && is_file($file), 404);
        $type = self::TYPES[strtolower(pathinfo($file, PATHINFO_EXTENSION))] ?? 'application/octet-stream';

        return response()->file($file, ['Content-Type' => $type, 'Cache-Control' => 'no-cache']);
    }
}
