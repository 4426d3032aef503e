<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** A home-page poster: GET /api/posters and the signed-in home's first screen send the same. */
class PosterResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'image_url' => url($this->image_url),
            'title' => $this->title,
        ];
    }
}
