<?php

/*
 * Renders what test/laravel/package.test.ts asks for (a JSON plan on stdin) with
 * the Laravel package cashback/widgets-laravel, inside demo/laravel's application
 * booted as `php artisan` boots it, and prints the results as JSON:
 *   page:   a request (url, auth, config, nonce) rendered through the Blade directives;
 *   reread: the index read once per request, and read afresh after a rebuild;
 *   screens: @cashbackIsland with data (a host's arrays), for each case of a list;
 * a step with `vite` first declares Laravel 9+'s Vite class (fake-vite.php).
 */

use Cashback\Widgets\Facades\Cashback;
use Cashback\Widgets\Widgets;
use Illuminate\Auth\GenericUser;
use Illuminate\Http\Request;

$demo = __DIR__.'/../../demo/laravel';
require $demo.'/bootstrap/autoload.php';
$app = require $demo.'/bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
$defaults = config('cashback');

/** A new request for `$url`, as a guest or a signed-in user, with the package's config changed by `$config`. */
$request = function (string $url, string $auth, array $config = []) use ($app, $defaults): Widgets {
    config(['cashback' => array_replace($defaults, $config)]);
    $app->instance('request', Request::create($url));
    $app->forgetScopedInstances();
    $app['auth']->forgetGuards();
    if ($auth === 'user') {
        $app['auth']->guard()->setUser(new GenericUser(['id' => 1]));
    }

    return $app->make(Widgets::class);
};

$results = [];
foreach (json_decode(file_get_contents('php://stdin'), true, 512, JSON_THROW_ON_ERROR) as $step) {
    if ($step['vite'] ?? false) {
        require_once __DIR__.'/fake-vite.php';
    }
    if ($step['kind'] === 'page') {
        $request($step['url'], $step['auth'], $step['config'] ?? []);
        if (isset($step['nonce'])) {
            Cashback::useCspNonce($step['nonce']);
        }
        $results[] = view()->file(__DIR__.'/package-page.blade.php', ['islands' => $step['islands']])->render();
    } elseif ($step['kind'] === 'screens') {
        $results[] = array_map(
            fn ($case) => $request($case['url'], $case['auth'])->island($case['island'], $case['props'] ?? [], ['data' => $case['data']]),
            $step['cases'],
        );
    } elseif ($step['kind'] === 'reread') {
        // `dir` holds a copy of the build: its index is rewritten between the renders.
        $file = $step['dir'].'/prerender/index.json';
        $widgets = $request('/', 'guest', ['path' => $step['dir']]);
        $first = $widgets->island('app');
        $index = json_decode(file_get_contents($file), true);
        foreach ($index['snippets'] as &$snippet) {
            $snippet['file'] = $snippet['island'] === 'app' ? 'footer.guest.html' : $snippet['file'];
        }
        file_put_contents($file, json_encode($index, JSON_PRETTY_PRINT));
        $results[] = [
            'first' => $first,
            'sameRequest' => $widgets->island('app'),
            'nextRequest' => $request('/', 'guest', ['path' => $step['dir']])->island('app'),
        ];
    }
}
echo json_encode($results, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
