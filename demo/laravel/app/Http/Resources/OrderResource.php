<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class OrderResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'created_at' => $this->created_at,
            'shop' => ['id' => $this->shop->id, 'name' => $this->shop->name],
            'amount' => $this->amount,
            'user_amount' => $this->user_amount,
        ];
    }
}
