<?php
// Runs test/scripts/snippet-cases.json through the PHP implementation, the
// Laravel package's PrerenderIndex (laravel/src/PrerenderIndex.php), on the
// index written to the folder given, and prints what it gives, as JSON
// (test/scripts/snippet-cases.test.ts).
//   php test/scripts/snippet-cases.php <dir with index.json and the files>
require __DIR__.'/../../laravel/src/PrerenderIndex.php';

use Cashback\Widgets\PrerenderIndex;

$dir = $argv[1] ?? exit("usage: php snippet-cases.php <dir>\n");
$cases = json_decode(file_get_contents(__DIR__.'/snippet-cases.json'), true);
$index = PrerenderIndex::load($dir);
$args = fn (array $case) => [$case['auth'] === 'user', $case['path'], PrerenderIndex::searchParams($case['query'])];

echo json_encode([
    'select' => array_map(fn ($case) => $index->find($case['island'], ...$args($case))['file'] ?? null, $cases['select']),
    'preloads' => array_map(fn ($case) => $index->headPreloads(...$args($case)), $cases['preloads']),
    'html' => array_map(fn ($case) => $index->html($case['island'], ...$args($case)), $cases['html']),
    'loader' => $index->loader(),
], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
