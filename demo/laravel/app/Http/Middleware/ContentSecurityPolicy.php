<?php

namespace App\Http\Middleware;

use Cashback\Widgets\Facades\Cashback;
use Closure;

/**
 * `?csp=1` on a page: the README's strict policy, its nonce on every tag the
 * widgets write (Cashback::useCspNonce(), as Vite::useCspNonce() on Laravel 10+).
 * style-src also lets in the layout's own inline <style>, by the same nonce.
 */
class ContentSecurityPolicy
{
    public function handle($request, Closure $next)
    {
        if ($request->query('csp') !== '1') {
            return $next($request);
        }
        $nonce = Cashback::useCspNonce();

        return $next($request)->withHeaders([
            'Content-Security-Policy' => "script-src 'nonce-$nonce' 'strict-dynamic'; style-src 'self' 'nonce-$nonce'; "
                ."object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'",
        ]);
    }
}
