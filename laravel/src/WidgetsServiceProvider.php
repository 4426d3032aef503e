<?php

namespace Cashback\Widgets;

use Illuminate\Foundation\Vite;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;

/** The widgets' config, views and Blade directives. */
class WidgetsServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->mergeConfigFrom(__DIR__.'/../config/cashback.php', 'cashback');
        // Per request: one index read for the whole page (Octane's workers included).
        $this->app->scoped(Widgets::class, fn ($app) => new Widgets(
            $app['request'],
            $app['config']['cashback'],
            $app['auth'],
            $app['view'],
            $app['url'],
            // Support: Illuminate\Foundation\Vite since Laravel 9.
            class_exists(Vite::class) ? $app->make(Vite::class) : null,
        ));
    }

    public function boot(): void
    {
        $this->loadViewsFrom(__DIR__.'/../resources/views', 'cashback');
        $this->publishes([__DIR__.'/../config/cashback.php' => config_path('cashback.php')], 'cashback-config');
        $this->publishes([__DIR__.'/../resources/views' => resource_path('views/vendor/cashback')], 'cashback-views');

        $widgets = 'app(\\'.Widgets::class.'::class)';
        Blade::directive('cashbackHead', fn () => '<?php echo '.$widgets.'->head(); ?>');
        Blade::directive('cashbackIsland', fn ($expression) => '<?php echo '.$widgets.'->island('.$expression.'); ?>');
        Blade::directive('cashbackScripts', fn () => '<?php echo '.$widgets.'->scripts(); ?>');
        // For the host's own inline <script> and <style>: `<style @cashbackNonce>` (`<style >` without a nonce).
        Blade::directive('cashbackNonce', fn () => '<?php echo ltrim('.$widgets.'->nonceAttribute()); ?>');
    }
}
