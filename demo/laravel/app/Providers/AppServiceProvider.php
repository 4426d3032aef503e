<?php

namespace App\Providers;

use App\Support\Prerendered;
use Illuminate\Support\Facades\View;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register()
    {
        $this->app->singleton(Prerendered::class, fn () => new Prerendered(config('app.widgets_dist')));
    }

    public function boot()
    {
        // `$prerendered('app')` in the layout: the island's snippet for this page, or ''.
        View::composer(['app', 'admin', 'layouts.host'], function ($view) {
            $view->with('prerendered', fn (string $island) => app(Prerendered::class)
                ->html($island, request()->path(), request()->query(), auth()->check()));
        });
    }
}
