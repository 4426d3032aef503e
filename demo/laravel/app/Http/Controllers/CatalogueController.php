<?php

namespace App\Http\Controllers;

use App\Http\Resources\CategoryResource;
use App\Http\Resources\PosterResource;
use App\Http\Resources\ShopResource;
use App\Models\Category;
use App\Models\Poster;
use App\Models\Question;
use App\Models\Shop;

/** Public reads: shops, categories, FAQ and posters. */
class CatalogueController extends Controller
{
    public function shops()
    {
        return ShopResource::collection(Shop::orderBy('id')->get());
    }

    public function shop(Shop $shop)
    {
        return new ShopResource($shop);
    }

    public function categories()
    {
        return CategoryResource::collection(Category::orderBy('id')->get());
    }

    public function category(Category $category)
    {
        return new CategoryResource($category->load(['shops' => fn ($query) => $query->orderBy('id')]));
    }

    public function questions()
    {
        return ['data' => Question::orderBy('id')->get(['id', 'name', 'description'])];
    }

    public function posters()
    {
        return ['data' => PosterResource::collection(Poster::orderBy('id')->get())];
    }
}
