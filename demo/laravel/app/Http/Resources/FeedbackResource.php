<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class FeedbackResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'user_thumbnail' => $this->user_thumbnail ? url($this->user_thumbnail) : null,
            'user_id' => $this->user_id,
            'shop_id' => $this->shop_id,
            'text' => $this->text,
            'stars' => $this->stars,
            'created_at' => $this->created_at,
        ];
    }
}
