<?php
// Runs the cases of test/scripts/snippet-cases.json given on stdin (a list of
// {dir, cases}: the folder with index.json and the snippet files, and the cases
// to look up there) through the PHP implementation, the Laravel package's
// PrerenderIndex (laravel/src/PrerenderIndex.php), and prints, as JSON, for each
// case the snippet file, the head's preloads and the filled HTML, and each
// index's loader (test/scripts/snippet-cases.test.ts).
require __DIR__.'/../../laravel/src/PrerenderIndex.php';

use Cashback\Widgets\PrerenderIndex;

$lookups = json_decode(file_get_contents('php://stdin'), true, 512, JSON_THROW_ON_ERROR);
echo json_encode(array_map(function (array $lookup) {
    $index = PrerenderIndex::load($lookup['dir']);

    return [
        'loader' => $index->loader(),
        'cases' => array_map(function (array $case) use ($index) {
            // The path as requested and the raw query, as a host has them.
            [$path, $query] = array_pad(explode('?', $case['url'], 2), 2, '');
            $args = [$case['auth'] === 'user', $path, PrerenderIndex::searchParams($query)];

            return [
                'snippet' => $index->find($case['island'], ...$args)['file'] ?? null,
                'preload' => $index->headPreloads(...$args),
                'html' => $index->html($case['island'], ...$args),
            ];
        }, $lookup['cases']),
    ];
}, $lookups), JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
