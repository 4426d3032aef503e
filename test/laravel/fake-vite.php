<?php

namespace Illuminate\Foundation;

/**
 * Laravel 9+'s Vite as far as the package calls it, for Laravel 8 (which has
 * none): the tags it would write name the entries and build directory asked
 * for, and its CSP nonce is a known one.
 */
class Vite
{
    public function __invoke(array $entrypoints, ?string $buildDirectory = null): string
    {
        return '<script type="module" src="/'.$buildDirectory.'/'.implode(',', $entrypoints).'" nonce="vite-nonce"></script>';
    }

    public function cspNonce(): string
    {
        return 'vite-nonce';
    }
}
