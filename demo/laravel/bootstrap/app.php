<?php

$app = new Illuminate\Foundation\Application(dirname(__DIR__));

// Tests run several instances side by side, each with its own storage folder.
if ($storage = getenv('APP_STORAGE')) {
    $app->useStoragePath($storage);
}

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, App\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;
