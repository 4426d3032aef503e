<?php

// The cashback widgets (cashback/widgets-laravel, ../../laravel): the example reads the
// build where it lies and serves it at /widgets (routes/files.php); a production host
// copies dist/ to public/widgets/ and keeps the package's defaults.
return [
    'path' => env('CASHBACK_DIST', base_path('../../dist')),
    'url' => 'widgets',
    'config' => [],
    'integrity' => true,
    'guard' => null,
    'vite' => false,
];
