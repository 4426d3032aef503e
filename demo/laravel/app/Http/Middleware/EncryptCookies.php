<?php

namespace App\Http\Middleware;

use Illuminate\Cookie\Middleware\EncryptCookies as Middleware;

/** Encrypts every cookie, the session and XSRF-TOKEN included. */
class EncryptCookies extends Middleware
{
    protected $except = [];
}
