<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse;
use Illuminate\Pipeline\Pipeline;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Support\Collection;
use Illuminate\Support\Str;

/**
 * Sanctum's SPA mode without Sanctum: what Laravel\Sanctum\Http\Middleware\
 * EnsureFrontendRequestsAreStateful does. A request whose Referer (or Origin)
 * is one of config('sanctum.stateful') runs through the session and CSRF
 * middleware of the `web` group; any other request is a guest with no session
 * and no CSRF check. With Sanctum installed, use its middleware instead.
 */
class EnsureFrontendRequestsAreStateful
{
    public function handle($request, Closure $next)
    {
        $middleware = static::fromFrontend($request) ? [
            EncryptCookies::class,
            AddQueuedCookiesToResponse::class,
            StartSession::class,
            VerifyCsrfToken::class,
        ] : [];

        return (new Pipeline(app()))->send($request)->through($middleware)->then(fn ($request) => $next($request));
    }

    /** Whether the Referer or Origin names a stateful domain (host and port). */
    public static function fromFrontend($request): bool
    {
        $domain = $request->headers->get('referer') ?: $request->headers->get('origin');
        if ($domain === null) {
            return false;
        }
        $domain = Str::replaceFirst('https://', '', Str::replaceFirst('http://', '', $domain));
        $domain = Str::endsWith($domain, '/') ? $domain : "{$domain}/";

        $stateful = Collection::make(config('sanctum.stateful', []))
            ->filter()
            ->map(fn ($uri) => trim($uri).'/*')
            ->all();

        return Str::is($stateful, $domain);
    }
}
