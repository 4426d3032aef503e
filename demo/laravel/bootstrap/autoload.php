<?php

/*
 * Debian's php-laravel-framework in place of Composer's vendor/autoload.php:
 * the framework and its dependencies come from /usr/share/php (on PHP's include
 * path), and the classes are mapped by namespace below, as composer.json would:
 * the application's own ("autoload") and the widgets' package, which composer.json
 * requires from ../../laravel as a path repository (its "autoload" is PSR-4 src/).
 */

require_once 'Illuminate/autoload.php';

spl_autoload_register(function (string $class): void {
    $roots = [
        'App\\' => __DIR__.'/../app/',
        'Database\\Seeders\\' => __DIR__.'/../database/seeders/',
        'Cashback\\Widgets\\' => __DIR__.'/../../../laravel/src/',
    ];
    foreach ($roots as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
            if (is_file($file)) {
                require $file;
            }

            return;
        }
    }
});
