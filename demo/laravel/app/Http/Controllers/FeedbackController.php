<?php

namespace App\Http\Controllers;

use App\Http\Resources\FeedbackResource;
use App\Models\Shop;
use App\Models\ShopFeedback;
use Illuminate\Http\Request;

/** Shop reviews: a public list; signed-in users add their own. */
class FeedbackController extends Controller
{
    /** `GET /api/shop-feedbacks/{shop}`: newest first. */
    public function index(Shop $shop)
    {
        return FeedbackResource::collection($shop->feedbacks()->orderByDesc('created_at')->orderByDesc('id')->get());
    }

    /** `POST /api/shop-feedbacks`: 201 with the review. */
    public function store(Request $request)
    {
        $user = $request->user();
        abort_if($request->filled('user_id') && (int) $request->input('user_id') !== $user->id, 403);
        $input = $request->validate([
            'name' => 'bail|nullable|string|max:100',
            'user_thumbnail' => 'bail|nullable|string|max:2048',
            'user_id' => 'bail|required|integer',
            'shop_id' => 'bail|required|integer|exists:shops,id',
            'text' => 'bail|required|string|between:3,2000',
            'stars' => 'bail|required|integer|between:1,5',
        ]);

        $feedback = ShopFeedback::create([
            'name' => $input['name'] ?? $user->full_name,
            'user_thumbnail' => $input['user_thumbnail'] ?? null,
            'user_id' => $user->id,
            'shop_id' => $input['shop_id'],
            'text' => $input['text'],
            'stars' => $input['stars'],
        ]);

        return new FeedbackResource($feedback);
    }
}
