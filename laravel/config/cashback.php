<?php

// The cashback widgets on this site's pages (cashback/widgets-laravel).
return [
    // The built bundle (the widgets' dist/) on disk: prerender/index.json, the snippets, manifest.json.
    'path' => env('CASHBACK_DIST', public_path('widgets')),

    // Where the browser finds the same files: a path under public/ (through asset()) or a full URL.
    'url' => env('CASHBACK_URL', 'widgets'),

    // window.cashbackConfig, e.g. ['apiBaseUrl' => 'https://api.example.ua']; empty writes none.
    'config' => [],

    // SRI on the stylesheet, the scripts and the preloads, from the build's manifest.json.
    'integrity' => true,

    // The auth guard whose check() makes the page a signed-in user's (null: the default guard).
    'guard' => null,

    // Laravel 9+: the folder under public/ @vite reads the manifest from (e.g. 'widgets'); @cashbackHead
    // then writes @vite's tags for the bundle and @cashbackScripts nothing. False: cashback.js / .css.
    'vite' => false,
];
