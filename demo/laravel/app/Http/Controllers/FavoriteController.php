<?php

namespace App\Http\Controllers;

use App\Http\Resources\ShopResource;
use App\Models\Shop;
use Illuminate\Http\Request;

/** The signed-in user's favourite shops. */
class FavoriteController extends Controller
{
    /** `GET /api/favorite-shops` */
    public function index(Request $request)
    {
        return ShopResource::collection($request->user()->favoriteShops()->orderBy('shops.id')->get());
    }

    /** `GET /api/favorite-shops/{shop}`: toggles, as the original API does with a GET. */
    public function toggle(Request $request, Shop $shop)
    {
        $changes = $request->user()->favoriteShops()->toggle($shop->id);

        return ['data' => ['shop_id' => $shop->id, 'is_favorite' => in_array($shop->id, $changes['attached'])]];
    }
}
