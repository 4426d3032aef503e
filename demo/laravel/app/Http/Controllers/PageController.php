<?php

namespace App\Http\Controllers;

use App\Http\Resources\PosterResource;
use App\Http\Resources\ShopResource;
use App\Models\Poster;
use App\Models\Shop;

/** The host site's own pages: every routed page carries the `app` island. */
class PageController extends Controller
{
    public function app()
    {
        return view('app');
    }

    /** `/`: signed in, the app island with the posters, whose slider it then shows before any script (and does not ask the API for). */
    public function home()
    {
        return view('app', ['data' => auth()->check() ? ['posters' => PosterResource::collection(Poster::orderBy('id')->get())] : []]);
    }

    /** `/shops/{id}`: the app island with the shop, which it then shows before any script (and does not ask the API for). */
    public function shop(string $id)
    {
        $shop = Shop::find($id);

        return view('app', ['data' => $shop ? ['shop' => new ShopResource($shop)] : []]);
    }

    /** `/demo/shop/{id}`: a page of the host's own with the standalone shop island, handed its shop. */
    public function standaloneShop(string $id)
    {
        $shop = Shop::find($id);

        return view('standalone-shop', ['id' => (int) $id, 'data' => $shop ? ['shop' => new ShopResource($shop)] : []]);
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
