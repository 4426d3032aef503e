<?php

namespace App\Http\Controllers;

/** The host site's own pages: every routed page carries the `app` island. */
class PageController extends Controller
{
    public function app()
    {
        return view('app');
    }

    public function admin()
    {
        return view('admin');
    }

    /** `GET /sanctum/csrf-cookie`: 204; the `web` group sets the session and XSRF-TOKEN cookies. */
    public function csrfCookie()
    {
        return response()->noContent();
    }
}
