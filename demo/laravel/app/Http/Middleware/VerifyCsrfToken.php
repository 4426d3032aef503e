<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

/**
 * Accepts the token as X-CSRF-TOKEN, or as X-XSRF-TOKEN carrying the encrypted
 * XSRF-TOKEN cookie (URL-decoded), and sets that cookie again on every reply.
 */
class VerifyCsrfToken extends Middleware
{
    protected $except = [];
}
