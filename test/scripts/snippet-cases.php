<?php
// Runs test/scripts/snippet-cases.json through the PHP implementation
// (demo/laravel/app/Support/CashbackPrerender.php) on the index written to the
// folder given, and prints what it gives, as JSON (test/scripts/snippet-cases.test.ts).
//   php test/scripts/snippet-cases.php <dir with index.json and the files>
require __DIR__.'/../../demo/laravel/app/Support/CashbackPrerender.php';

use App\Support\CashbackPrerender;

$dir = $argv[1] ?? exit("usage: php snippet-cases.php <dir>\n");
$cases = json_decode(file_get_contents(__DIR__.'/snippet-cases.json'), true);
$page = fn (array $case) => CashbackPrerender::read($dir, $case['auth'] === 'user', $case['path'], $case['query']);

echo json_encode([
    'select' => array_map(fn ($case) => $page($case)->snippet($case['island'])['file'] ?? null, $cases['select']),
    'preloads' => array_map(fn ($case) => $page($case)->preloads(), $cases['preloads']),
    'html' => array_map(fn ($case) => $page($case)->html($case['island']), $cases['html']),
    'loader' => $page(['auth' => 'guest', 'path' => '/', 'query' => ''])->loader(),
], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
