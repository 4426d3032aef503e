<?php

namespace App\Http\Middleware;

use Illuminate\Auth\Middleware\Authenticate as Middleware;

/** JSON requests get 401 {"message":"Unauthenticated."}; pages go to the login page. */
class Authenticate extends Middleware
{
    protected function redirectTo($request)
    {
        return $request->expectsJson() ? null : '/login';
    }
}
